import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub does with the next request: answer in pieces, never answer, fail, or refuse. */
export type StubMode = { kind: 'answer'; pieces: string[] } | { kind: 'hold'; pieces: string[] } | { kind: 'silent' } | { kind: 'fail' } | { kind: 'refuse' };

/**
 * A small OpenAI-compatible chat-completions server on a loopback port: it records each request
 * and answers as `mode` says, streaming `data:` chunks as the real ones do.
 */
export async function startModelStub() {
  const requests: { headers: http.IncomingHttpHeaders; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[] = [];
  const state: { mode: StubMode } = { mode: { kind: 'answer', pieces: ['An answer.'] } };
  const held = new Set<http.ServerResponse>();
  /** Answers kept back in `hold` mode until release(). */
  const waiting: (() => void)[] = [];
  /** Tests waiting for the stub to have received so many requests. */
  const watchers: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(text) });
      for (const watcher of watchers.filter((w) => requests.length >= w.count)) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve();
      }
      const { mode } = state;
      if (request.url !== '/v1/chat/completions') return void response.writeHead(404).end();
      if (mode.kind === 'fail') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (mode.kind === 'silent') {
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      }
      const chunk = (delta: Record<string, string>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      if (mode.kind === 'refuse') return void response.end(chunk({ refusal: 'I cannot help with that.' }) + 'data: [DONE]\n\n');
      const answer = () => {
        response.write(chunk({ role: 'assistant', content: '' }));
        for (const piece of mode.pieces) response.write(chunk({ content: piece }));
        response.end(chunk({}, 'stop') + 'data: [DONE]\n\n');
      };
      if (mode.kind === 'hold') return void waiting.push(answer);
      answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set mode(mode: StubMode) {
      state.mode = mode;
    },
    /** Resolves once the stub has received `count` requests in all. */
    received(count: number) {
      return requests.length >= count ? Promise.resolve() : new Promise<void>((resolve) => watchers.push({ count, resolve }));
    },
    /** Sends the answers held back in `hold` mode. */
    release() {
      for (const answer of waiting.splice(0)) answer();
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The events of a Server-Sent Events text, in order. */
export function readEvents(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data === undefined ? null : JSON.parse(data) };
    });
}
