// zod, configured for this site. Its JIT compiles parsers with `new Function()`, which the
// Content-Security-Policy (no 'unsafe-eval') forbids in the browser: jitless mode parses
// without it. Import `z` from here in code that can run in the browser.
import { z } from 'zod'

z.config({ jitless: true })

export { z }
