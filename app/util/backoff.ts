/** The first wait before reconnecting, doubled after each failed attempt up to the cap */
export const RECONNECT_BASE_MS = 500
export const RECONNECT_MAX_MS = 10_000

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop):
 * exponential backoff, so a console left open on a rebooting or unreachable rack does
 * not hammer the server.
 */
export const reconnectDelay = (attempt: number) =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt))
