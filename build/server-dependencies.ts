// The production server's dependencies go into its bundle: loading 449 files of packages at start
// (package.json exports and scopes) took ~400 of the bundle's ~700 ms import (decision 046). Build
// only: `vite dev` runs the server's modules through Vite's module runner, which cannot evaluate
// CommonJS packages such as React. Outside stay what loads on first use (pdfkit, sharp, the
// avatars, the database drivers, with native code, WebAssembly or files of their own) and what the
// server script shares (srvx, pino with its worker, prom-client, nodemailer).
import type { Plugin } from 'vite'

const outside = [
  '@electric-sql/pglite',
  'pg',
  'pdfkit',
  'sharp',
  '@dicebear/core',
  '@dicebear/notionists',
  'srvx',
  'pino',
  'prom-client',
  'nodemailer',
]

export function serverDependenciesBundled(): Plugin {
  return {
    name: 'nestwell:server-dependencies-bundled',
    apply: 'build',
    configEnvironment(name) {
      if (name === 'ssr') return { resolve: { noExternal: true, external: outside } }
    },
  }
}
