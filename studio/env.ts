/** The Sanity project the studio edits; local defaults let it compile and run without an account. */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID ?? 'local';
export const dataset = process.env.SANITY_STUDIO_DATASET ?? process.env.SANITY_DATASET ?? 'production';

/** No Sanity project named: the Studio edits the content store of this server (`/studio-api`). */
export const isLocalStore = projectId === 'local';
