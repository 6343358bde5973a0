// Shared by the browser's batch link and the server's tRPC handler.
/** Calls in one tRPC batch: a page asks for a handful at once; more is refused (400). */
export const MAX_BATCH_CALLS = 10
