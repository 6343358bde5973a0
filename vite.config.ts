import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { paraglideOptions } from './app/lib/i18n/paraglide-options.ts'

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    tanstackStart({
      srcDirectory: 'app',
    }),
    viteReact(),
    tailwindcss(),
  ],
})
