// Apart from routes.ts, which every page loads: only the lazy preview bar and the server read these.
/**
 * The stream (Server-Sent Events) that tells a staff member's preview page that documents changed,
 * so it reads its drafts again; let in by the page's own session cookie, as the preview is.
 */
export const DRAFT_PREVIEW_CHANGES_PATH = '/studio-api/preview-changes';
/** The event of that stream: `{ documentIds }`, the documents (drafts or published) one change wrote. */
export const DRAFT_PREVIEW_CHANGE_EVENT = 'change';
