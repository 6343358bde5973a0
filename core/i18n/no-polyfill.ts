// Stands in for Paraglide's URLPattern polyfill in the browser build: every current browser has
// URLPattern, and app/client.tsx loads the polyfill before hydration where it is missing.
export {}
