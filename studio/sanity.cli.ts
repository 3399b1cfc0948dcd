import { defineCliConfig } from 'sanity/cli';
import { dataset, isLocalStore, projectId } from './env';
import { offlineDocument } from './offlineDocument';
import { sanitysOwnClient } from './sanitysOwnClient';

const basePath = '/studio';

/** The server `npm run studio` talks to in local mode (its own `npm start` or `npm run dev`'s API). */
const localServer = process.env.STUDIO_BACKEND_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 3000}`;

export default defineCliConfig({
  api: { projectId, dataset },
  // Served by the server at /studio (one origin with the site, its API and the Studio's backend).
  project: { basePath },
  // `sanity dev` (hot reload) proxies the backend's addresses (and the presence socket), so the Studio still calls its own origin.
  // The page is served by this server in both modes, whose policy allows no other host.
  vite: (config) => {
    const served = { ...config, plugins: [...(config.plugins ?? []), offlineDocument(basePath), sanitysOwnClient()] };
    return isLocalStore
      ? {
          ...served,
          server: {
            ...config.server,
            proxy: { '/studio-api': { target: localServer, changeOrigin: false, ws: true }, '/api/v1': { target: localServer }, '/images': { target: localServer } },
          },
        }
      : served;
  },
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../schemas/sanity.types.ts',
    overloadClientMethods: true,
  },
});
