// The id of the build this code belongs to, fixed at build time by vite.config.ts (`define`).
// The server publishes its own at /api/build; a browser whose id differs is running old code.
declare global {
  interface ImportMetaEnv {
    readonly BUILD_ID?: string
  }
}

export const BUILD_ID: string = import.meta.env.BUILD_ID ?? 'dev'
export const BUILD_ENDPOINT = '/api/build'
