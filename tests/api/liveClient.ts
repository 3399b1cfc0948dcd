/**
 * Reads a member's live stream over HTTP as the browser does (fetch with the Authorization header),
 * for API tests: events are queued as they arrive and `next` waits for the next one.
 */
export interface LiveEvent {
  id?: string;
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- events are checked field by field
  data: any;
}

export interface LiveReader {
  status: number;
  /** The next event (comments count as `{ event: 'comment' }`), or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<LiveEvent>;
  /** The next event of one kind, skipping others (heartbeats, ready). */
  nextOf(kind: string, timeoutMs?: number): Promise<LiveEvent>;
  /** Events already received and not yet taken. */
  pending(): LiveEvent[];
  /** Resolves when the server has ended the stream (or `close` was called); rejects after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens the member's live stream, or (with `path`) another event stream of the server, such as the Studio's listener. */
export async function openLive(baseUrl: string, token: string | undefined, lastEventId?: string, path = '/api/v1/live'): Promise<LiveReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lastEventId ? { 'last-event-id': lastEventId } : {}), accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const queue: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  let markEnded: () => void = () => undefined;
  const endedPromise = new Promise<void>((resolve) => (markEnded = resolve));
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: LiveEvent = { event: 'message', data: undefined };
            let isComment = true;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              isComment = false;
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') event.id = value;
              else if (field === 'event') event.event = value;
              else if (field === 'data') event.data = JSON.parse(value);
            }
            if (isComment) queue.push({ event: 'comment', data: block });
            else if (event.data !== undefined) queue.push(event);
            wake();
          }
        }
      } catch {
        // aborted by close()
      }
      markEnded();
    })();
  }
  async function next(timeoutMs = 5000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no live event arrived in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return queue.shift()!;
  }
  return {
    status: response.status,
    next,
    async nextOf(kind, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()));
        if (event.event === kind) return event;
      }
    },
    pending: () => [...queue],
    ended: (timeoutMs = 5000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the stream was still open after ${timeoutMs} ms`)), timeoutMs);
        void endedPromise.then(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
    close: () => controller.abort(),
  };
}
