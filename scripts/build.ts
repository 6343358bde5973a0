// `npm run build`: Vite's build of every environment (client, server), then exit. The Paraglide
// plugin's inlang project keeps a worker alive ~30 s after the files are written; `vite build`
// waited for it (33 s for a 6 s build).
import { createBuilder } from 'vite'

const builder = await createBuilder()
await builder.buildApp()
process.exit(0)
