import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, singletonTypes } from '../schemas';
import { dataset, isLocalStore, projectId } from './env';
import { createLocalAuthStore } from './local/authStore';
import { hasSitePreview, PreviewOnSiteAction } from './local/previewAction';
import { StudioLayoutWithSession } from './local/SessionDialog';
import { deskTool } from './desk';
import { structure } from './structure';
import { FIXED_DOCUMENTS } from './structure/groups';
import './fonts';

/** Types editors never create or delete: singletons and fixed sets such as the legal pages. */
const fixedTypes = new Set([...singletonTypes, ...Object.keys(FIXED_DOCUMENTS)]);

export default defineConfig({
  name: 'jnanam',
  title: 'Jnanam',
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  // The desk calls /api/v1 with the staff session of this server's own sign-in, which the Studio has only without a Sanity project.
  tools: (tools) => (isLocalStore ? [...tools, deskTool] : tools),
  // Without a Sanity project the Studio edits this server's own content store (README, "Content").
  // Releases, tasks, scheduling and comments are Content Lake services this store does not keep;
  // each would also hold a listener connection open for nothing.
  ...(isLocalStore
    ? {
        auth: createLocalAuthStore(projectId, dataset),
        studio: { components: { layout: StudioLayoutWithSession } },
        releases: { enabled: false },
        scheduledDrafts: { enabled: false },
        tasks: { enabled: false },
        scheduledPublishing: { enabled: false },
        announcements: { enabled: false },
        // The history is kept by this server and read as transactions (the legacy timeline); the
        // events API that would otherwise summarise it is a Content Lake service.
        beta: { eventsAPI: { documents: false } },
      }
    : {}),
  // groq-js (the local store's evaluator) has no text::query(); the legacy strategy works on both.
  search: { strategy: 'groqLegacy' },
  schema: {
    types: schemaTypes,
    // Singletons are reached through the desk structure only, never created again.
    templates: (templates) => templates.filter(({ schemaType }) => !fixedTypes.has(schemaType)),
  },
  document: {
    ...(isLocalStore ? { comments: { enabled: false } } : {}),
    actions: (actions, { schemaType }) => [
      ...(fixedTypes.has(schemaType) ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action)) : actions),
      // Drafts on the site's pages are this server's (the hosted Content Lake's need Sanity's Presentation tool).
      ...(isLocalStore && hasSitePreview(schemaType) ? [PreviewOnSiteAction] : []),
    ],
  },
});
