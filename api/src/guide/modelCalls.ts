/**
 * How many answers the language model writes at once, per server instance: a provider bills (and a
 * machine of the trust's strains) per call, and forty visitors asking together once made forty
 * calls at once. Past `calls`, questions wait their turn in order; past `queue` waiting, a question
 * is refused at once (503 with Retry-After) rather than kept waiting behind a crowd.
 */
export interface ModelCallLimits {
  /** Model calls running at once. */
  calls: number;
  /** Questions waiting for a call to end. */
  queue: number;
  /** What the refusal's Retry-After says, in seconds. */
  retryAfterSeconds: number;
}

export const DEFAULT_MODEL_CALL_LIMITS: ModelCallLimits = { calls: 4, queue: 16, retryAfterSeconds: 10 };

export function createModelCallGate(limits: ModelCallLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    /**
     * A place for one model call: null when the queue is full. Otherwise `ready` resolves when the
     * call may start (at once, or when one ends); `release` must be called after, and also when the
     * asker leaves while waiting (its place then goes to no one).
     */
    enter(): { ready: Promise<void>; release: () => void } | null {
      if (running < limits.calls) {
        running += 1;
        return { ready: Promise.resolve(), release: once(release) };
      }
      if (waiting.length >= limits.queue) return null;
      let started = false;
      let turn!: () => void;
      const ready = new Promise<void>((resolve) => {
        turn = () => {
          started = true;
          resolve();
        };
      });
      waiting.push(turn);
      return {
        ready,
        release: once(() => {
          if (started) return release();
          const at = waiting.indexOf(turn);
          if (at >= 0) waiting.splice(at, 1);
        }),
      };
    },
    /** Calls running and questions waiting, for tests and the health page. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

function once(action: () => void) {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

export type ModelCallGate = ReturnType<typeof createModelCallGate>;
