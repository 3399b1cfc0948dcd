import { startServer } from '../api/src/server';
import { BIN, run, webBuildIsStale } from './lib';

if (webBuildIsStale()) {
  console.log('Building the web app...');
  const code = await run(BIN('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
await startServer();
