import { BIN, run } from './lib';

/** Vite with hot reload on PORT (5173), proxying /api, the content endpoint and media to the server on API_PORT. */
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort };
const server = run(BIN('tsx'), ['watch', '--clear-screen=false', 'api/src/main.ts'], { env: { ...env, PORT: apiPort } });
const vite = run(BIN('vite'), [], { env });
process.exit(await Promise.race([server, vite]));
