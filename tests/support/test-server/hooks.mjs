// Module hook: the server script's import of the production bundle gets ./entry.ts instead.
// Only that import: entry.ts and the bundle's own chunks import the real file.
const bundle = new URL('../../../dist/server/server.js', import.meta.url).href
const entry = new URL('./entry.ts', import.meta.url).href
const serverScript = new URL('../../../scripts/serve.ts', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  if (resolved.url === bundle && context.parentURL === serverScript) {
    return { url: entry, shortCircuit: true }
  }
  return resolved
}
