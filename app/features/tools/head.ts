// The calculators' titles and descriptions for their <head>, loaded by their route loaders:
// kept out of the route tree, which every page's first load carries.
import * as m from '@core/paraglide/messages'

export type ToolName = 'due-date' | 'ovulation'

export function toolHead(tool: ToolName) {
  return tool === 'due-date'
    ? { title: m.tools_due_title(), description: m.tools_due_description() }
    : { title: m.tools_ovulation_title(), description: m.tools_ovulation_description() }
}
