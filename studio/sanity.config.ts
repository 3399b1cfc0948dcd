import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, singletonTypes } from '../schemas';
import { dataset, projectId } from './env';
import { structure } from './structure';
import { FIXED_DOCUMENTS } from './structure/groups';

/** Types editors never create or delete: singletons and fixed sets such as the legal pages. */
const fixedTypes = new Set([...singletonTypes, ...Object.keys(FIXED_DOCUMENTS)]);

export default defineConfig({
  name: 'jnanam',
  title: 'Jnanam',
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // Singletons are reached through the desk structure only, never created again.
    templates: (templates) => templates.filter(({ schemaType }) => !fixedTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      fixedTypes.has(schemaType)
        ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions,
  },
});
