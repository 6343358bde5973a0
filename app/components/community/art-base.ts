// What every community illustration's <svg> shares: decorative (the text next to it says what it
// shows), one drawing box. Each illustration is its own module so a page bundles only its own.
export const artSvg = { 'aria-hidden': true, focusable: 'false', viewBox: '0 0 320 240' } as const
