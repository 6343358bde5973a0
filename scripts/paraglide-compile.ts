// Compiles the messages without a Vite build, so `tsc` can run on a fresh clone.
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../core/i18n/paraglide-options.ts'

await compile(paraglideOptions)
console.log('[paraglide] compiled to', paraglideOptions.outdir)
// The inlang SDK leaves timers behind that hold the process ~30 s after the files are written.
process.exit(0)
