import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { defineType } from 'sanity';
import { manifestoFields, manifestoGroups } from '../lib/manifestoFields';

/** The About / Why page (/about). */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About / Why page',
  type: 'document',
  icon: InfoOutlineIcon,
  groups: manifestoGroups,
  fields: manifestoFields,
  preview: { prepare: () => ({ title: 'About / Why page' }) },
});
