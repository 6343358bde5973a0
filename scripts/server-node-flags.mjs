// The node flags and environment `npm start` and `npm run serve` give the server (package.json),
// for the scripts that start it themselves and measure it: a 32 MB young generation instead of
// V8's 128 MB, and two glibc malloc arenas instead of one per thread (-33 MB RSS per process
// after a load, docs/operations.md). The operator's own MALLOC_ARENA_MAX wins.
export const serverNodeFlags = ['--max-semi-space-size=16']

export function serverEnv(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' }
}
