// Every module the browser entry imports statically is loaded by every page, yet Rolldown's
// automatic splitting cut them into a dozen small shared chunks (each shared with some lazy
// route chunk). One chunk for all of them: fewer requests, and less gzip and import/export
// overhead on every page's first load. Lazy route chunks are untouched.
import type { Plugin } from 'vite'

export function appShellChunk(): Plugin {
  const shell = new Set<string>()
  return {
    name: 'nestwell:app-shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      const pending = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])
      while (pending.length > 0) {
        const id = pending.pop() as string
        // The message catalogue's barrel reaches every message: leave messages to automatic
        // splitting, which puts each one where it is used.
        if (shell.has(id) || entries.includes(id) || /[\\/]paraglide[\\/]messages/.test(id)) continue
        shell.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {}
      return {
        ...options,
        codeSplitting: {
          ...splitting,
          groups: [
            ...(splitting.groups ?? []),
            { name: 'shell', test: (id: string) => shell.has(id) && !id.includes('node_modules') },
          ],
        },
      }
    },
  }
}
