// `npm run build`: Vite's build of every environment (client, server), then exit. The Paraglide
// plugin opens an inlang project whose Lix engine leaves timers running ~30 s after the files
// are written; `vite build` waited for them (33 s for a 6 s build).
import { createBuilder } from 'vite'

const builder = await createBuilder()
await builder.buildApp()
process.exit(0)
