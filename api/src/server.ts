import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the server on PORT and prints its address. */
export async function startServer() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Jnanam is running at http://localhost:${port}`);
  return app;
}

