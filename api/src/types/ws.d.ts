/**
 * The part of `ws` 7 (the WebSocket server already installed with the toolchain, MIT) that the
 * Studio's presence socket uses. ws 7 ships no types and @types/ws is not installed; these follow
 * ws 7's own README for the calls made.
 */
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';
  import type { Duplex } from 'node:stream';

  class WebSocket extends EventEmitter {
    static readonly OPEN: number;
    readonly readyState: number;
    send(data: string, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: string | Buffer) => void): this;
    on(event: 'close', listener: (code: number, reason: string) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  namespace WebSocket {
    interface ServerOptions {
      noServer?: boolean;
      maxPayload?: number;
      clientTracking?: boolean;
    }
    class Server extends EventEmitter {
      constructor(options: ServerOptions);
      readonly clients: Set<WebSocket>;
      handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, callback: (socket: WebSocket) => void): void;
      close(callback?: () => void): void;
    }
  }

  export = WebSocket;
}
