// Paraglide compiles each message into one function holding its text in all three locales, so
// two thirds of the message bytes a page loads are for locales it is not in (~3.5 kB gzip on
// every page, decision 050). In the browser build a message keeps only a number; each chunk
// that holds messages imports, last, a strings file with their text in English, and the build
// writes the Spanish and Portuguese files beside it. The server writes a page's first-load
// strings into it and gives it an import map (server/http/locale-strings.ts), which on an es or
// pt page sends later chunks' imports to that locale's folder. The server build and the dev
// server keep Paraglide's messages as they are.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Plugin, minifySync, parseAst } from 'vite'
import {
  LOCALE_STRINGS_DIR,
  LOCALE_STRINGS_GLOBAL,
  type LocaleStringsFiles,
} from '../core/i18n/locale-strings.ts'
import { baseLocale, locales } from '../core/i18n/locales.ts'

const messageModule = /[\\/]paraglide[\\/]messages[\\/](?!_index\.js$)[\w-]+\.js$/
const localeMessageModule = fileURLToPath(new URL('../core/i18n/locale-message.ts', import.meta.url))
const filesModuleId = 'virtual:nestwell/locale-strings-files'

// The client and server builds run in one process, each with its own copy of this config.
const shared = globalThis as { __nestwellLocaleStringsFiles?: LocaleStringsFiles }

interface Message {
  name: string
  /** its key in the strings files */
  key: number
  /** locale → the message function's source */
  variants: Map<string, string>
}

/** A compiled message module's name and its function in each locale (`const es_name = …`). */
export function parseMessageModule(code: string, id: string, keys: ReadonlyMap<string, number>): Message {
  let name: string | undefined
  const functions = new Map<string, string>()
  for (const statement of parseAst(code).body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type !== 'VariableDeclaration') continue
    for (const { id: binding, init } of declaration.declarations) {
      if (binding.type !== 'Identifier' || !init) continue
      if (statement.type === 'ExportNamedDeclaration') name = binding.name
      else if (init.type === 'ArrowFunctionExpression')
        functions.set(binding.name, code.slice(init.start, init.end))
    }
  }
  if (!name)
    throw new Error(
      `${id}: no exported message (build/locale-strings.ts expects Paraglide 2's message modules)`,
    )
  const variants = new Map<string, string>()
  for (const locale of locales) {
    const source = functions.get(`${locale}_${name}`)
    if (source) variants.set(locale, source)
  }
  const missing = locales.filter((locale) => !variants.has(locale))
  if (missing.length > 0) throw new Error(`${id}: message ${name} has no ${missing.join(', ')} function`)
  const key = keys.get(name)
  if (key === undefined) throw new Error(`${id}: message ${name} is not in the catalogue's barrel`)
  return { name, key, variants }
}

/** The browser's message: its text comes from the strings file of the page's locale. */
export function browserMessageModule(name: string, key: number): string {
  return `import { localeMessage } from ${JSON.stringify(localeMessageModule)}
export const ${name} = /* @__PURE__ */ localeMessage(${key})
`
}

/**
 * Each message's key in the strings files: its place in the catalogue's barrel (sorted by
 * Paraglide), shorter than its name in every chunk and strings file, and stable between builds.
 */
function messageKeys(messagesFolder: string): Map<string, number> {
  const barrel = readFileSync(join(messagesFolder, '_index.js'), 'utf8')
  const names = [...barrel.matchAll(/export \* from '\.\/(\w+)\.js'/g)].map(([, name]) => name as string)
  return new Map(names.map((name, index) => [name, index]))
}

/** A strings file: registers the messages' functions of one locale. */
export function stringsFile(locale: string, messages: readonly Message[]): string {
  const entries = messages.map(({ key, variants }) => `${key}: ${variants.get(locale)}`)
  const source = `const loaded = (globalThis[${JSON.stringify(LOCALE_STRINGS_GLOBAL)}] ??= {});
Object.assign((loaded[${JSON.stringify(locale)}] ??= {}), {${entries.join(',\n')}});
`
  const { code, errors } = minifySync('strings.js', source, { compress: true, mangle: { toplevel: true } })
  if (errors.length > 0) throw new Error(`A strings file does not parse: ${errors[0]?.message}`)
  return code
}

export function localeStrings(): Plugin {
  const messages = new Map<string, Message>()
  const sources = new Map<string, Record<string, string>>()
  let keys: Map<string, number> | undefined
  return {
    name: 'nestwell:locale-strings',
    transform: {
      filter: { id: messageModule },
      handler(code, id) {
        if (this.environment.name !== 'client' || this.environment.config.command !== 'build') return null
        keys ??= messageKeys(dirname(id))
        const message = parseMessageModule(code, id, keys)
        messages.set(id, message)
        return { code: browserMessageModule(message.name, message.key), map: null }
      },
    },
    renderChunk(code, chunk) {
      if (this.environment.name !== 'client') return null
      const chunkMessages = chunk.moduleIds.flatMap((id) => messages.get(id) ?? [])
      if (chunkMessages.length === 0) return null
      const files = new Map(locales.map((locale) => [locale, stringsFile(locale, chunkMessages)]))
      const hash = createHash('sha256')
      for (const file of files.values()) hash.update(file)
      const fileName = `${chunk.name}-${hash.digest('hex').slice(0, 10)}.js`
      for (const [locale, source] of files) {
        this.emitFile({ type: 'asset', fileName: `${LOCALE_STRINGS_DIR}/${locale}/${fileName}`, source })
      }
      sources.set(fileName, Object.fromEntries(files))
      const specifier = `./${posix.relative(posix.dirname(chunk.fileName), `${LOCALE_STRINGS_DIR}/${baseLocale}/${fileName}`)}`
      // A static import anywhere runs before the chunk's body; appended, it moves no source map line.
      return { code: `${code}\nimport ${JSON.stringify(specifier)};\n`, map: null }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const files: Record<string, string> = {}
      const fileSources: Record<string, Record<string, string>> = {}
      const folder = `${posix.basename(LOCALE_STRINGS_DIR)}/${baseLocale}`
      const imported = new RegExp(`import\\s*["'][^"']*/${folder}/([\\w.-]+\\.js)["']`)
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const file = imported.exec(output.code)?.[1]
        const source = file && sources.get(file)
        if (!file || !source) continue
        files[output.fileName] = file
        fileSources[file] = source
      }
      shared.__nestwellLocaleStringsFiles = { files, sources: fileSources }
    },
    resolveId(source) {
      return source === filesModuleId ? `\0${filesModuleId}` : null
    },
    load(id) {
      if (id !== `\0${filesModuleId}`) return null
      const files = shared.__nestwellLocaleStringsFiles
      if (this.environment.name !== 'client' && this.environment.config.command === 'build' && !files) {
        this.error('The server build needs the browser build first (its strings files)')
      }
      return `export default ${JSON.stringify(files ?? { files: {}, sources: {} })}`
    },
  }
}
