import { BIN, run } from './lib';

/**
 * The server on PORT (3000) with the web app rendered from its sources through Vite: hot reload in
 * the browser, server rendering as in production. The server itself restarts when its code changes.
 */
const code = await run(BIN('tsx'), ['watch', '--clear-screen=false', '--ignore', 'web/**', 'api/src/main.ts'], { env: { ...process.env, WEB_DEV: '1' } });
process.exit(code);
