import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Studio's own code (ours, outside node_modules) gets the copy of @sanity/client the Studio is
 * built with (the site has a newer one at the top of node_modules). The Studio tells a session that
 * ended from any other refusal by its ClientError class: an error of another copy's class is taken
 * as final, and the edit it refused is thrown away.
 */
export function sanitysOwnClient(): Plugin {
  return {
    name: 'jnanam-sanitys-own-client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@sanity/client' || !importer || importer.includes(`${path.sep}node_modules${path.sep}`) || !path.isAbsolute(importer)) return null;
      // Resolved from a module inside the sanity package, as its own import of the client is.
      const sanityFile = createRequire(importer).resolve('sanity');
      return this.resolve(source, sanityFile, { ...options, skipSelf: true });
    },
  };
}
