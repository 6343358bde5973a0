// Compiles the messages without a Vite build, so `tsc` can run on a fresh clone.
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../core/i18n/paraglide-options.ts'

await compile(paraglideOptions)
console.log('[paraglide] compiled to', paraglideOptions.outdir)
// The inlang project's Lix engine leaves timers running ~30 s after the files are written
// (scripts/build.ts exits for the same reason).
process.exit(0)
