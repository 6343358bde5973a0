import type { BabyStage } from '@core/baby/months'
import * as m from '@core/paraglide/messages'

export const stageNames: Record<BabyStage, () => string> = {
  first: m.baby_stage_first,
  second: m.baby_stage_second,
  toddler: m.baby_stage_toddler,
}
