/**
 * Resolves once the event loop has answered what waits (other requests, /api/health): after every
 * promise queued now and the I/O that is ready. Long work of many steps (reading an upload, a site
 * archive) awaits it between steps, each of which holds the loop for milliseconds.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
