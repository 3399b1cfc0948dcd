import { startServer } from '../api/src/server';
import { buildStudio, buildWebQuietly, studioBuildIsStale, webBuildIsStale } from './lib';

// A WEB_DIST_DIR names a site built elsewhere (the browser tests' own); dist/web is ours to keep current.
if (!process.env.WEB_DIST_DIR && webBuildIsStale()) {
  console.log('Building the web app...');
  const code = await buildWebQuietly();
  if (code !== 0) process.exit(code);
}
// A STUDIO_DIST_DIR names a Studio built elsewhere; dist/studio is ours to keep current.
if (!process.env.STUDIO_DIST_DIR && studioBuildIsStale()) {
  console.log('Building the Studio (for /studio)...');
  // The site serves without it: /studio says how to build it.
  if (!(await buildStudio())) console.error('The Studio did not build (output above); /studio answers 503 until "npm run studio:build" succeeds.');
}
await startServer();
