import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The server's one clock. Everything that dates a row or compares with "now" asks it, so tests
 * move time (a story's expiry, an event becoming past) by shifting it instead of sleeping. The
 * shift is zero unless an API test sets it, or, on a server started with CLOCK_CONTROL=header
 * (the browser tests' server only), a request carries CLOCK_SHIFT_HEADER: then that request alone
 * sees the moved clock, so tests running beside it are not disturbed.
 */
let shiftMs = 0;
const requestShift = new AsyncLocalStorage<number>();

/** The request header that moves the clock for one request, in milliseconds. */
export const CLOCK_SHIFT_HEADER = 'x-test-clock-shift-ms';
export const clockControlEnabled = () => process.env.CLOCK_CONTROL === 'header';

const shifted = () => Date.now() + shiftMs + (requestShift.getStore() ?? 0);

export const clock = {
  now: () => new Date(shifted()),
  nowMs: shifted,
  nowIso: () => new Date(shifted()).toISOString(),
  /** Moves the clock forward (or back, with a negative amount) by `ms`. */
  shift(ms: number) {
    shiftMs += ms;
  },
  reset() {
    shiftMs = 0;
  },
  /** Runs `next` (and all it starts) with the clock moved by the request's header, when clock control is on. */
  forRequest(header: string | string[] | undefined, next: () => void) {
    const ms = Number(Array.isArray(header) ? header[0] : header);
    if (!clockControlEnabled() || !Number.isFinite(ms) || ms === 0) return next();
    requestShift.run(ms, next);
  },
};
