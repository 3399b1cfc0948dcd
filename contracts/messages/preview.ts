/** The bar over a page a staff member previews with its drafts. */
export const PREVIEW_MESSAGES = {
  label: 'Preview: draft',
  explanation: 'This page shows changes not yet published. Visitors see the published page.',
  leave: 'Leave preview',
  /** The Studio's document action that opens the preview. */
  studioAction: 'Preview on the site',
  studioNeedsSlug: 'Give it a slug first: its page is found by it.',
} as const;
