/**
 * The server's one clock. Everything that dates a row or compares with "now" asks it, so tests
 * move time (a story's expiry, an event becoming past) by shifting it instead of sleeping; the
 * shift is zero unless a test or the browser tests' clock control sets it.
 */
let shiftMs = 0;

export const clock = {
  now: () => new Date(Date.now() + shiftMs),
  nowMs: () => Date.now() + shiftMs,
  nowIso: () => new Date(Date.now() + shiftMs).toISOString(),
  /** Moves the clock forward (or back, with a negative amount) by `ms`. */
  shift(ms: number) {
    shiftMs += ms;
  },
  reset() {
    shiftMs = 0;
  },
  shiftedBy: () => shiftMs,
};
