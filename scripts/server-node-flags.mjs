// The node flags `npm start` and `npm run serve` give the server (package.json), for the scripts
// that start it themselves and measure it: a 32 MB young generation instead of V8's 128 MB.
export const serverNodeFlags = ['--max-semi-space-size=16']
