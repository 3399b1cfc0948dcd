import { BoltIcon } from '@sanity/icons/Bolt';
import { defineType } from 'sanity';
import { labelField } from '../lib/social';

/** The Sparks screen (/jnanam-sparks): the headings of its two sliders and the button that shows every spark. */
export const sparksPage = defineType({
  name: 'sparksPage',
  title: 'Sparks page',
  type: 'document',
  icon: BoltIcon,
  fields: [
    labelField('latestHeading', 'Heading of the latest sparks slider', 60),
    labelField('scienceInRitualsHeading', 'Heading of the science in rituals slider', 60),
    labelField('discoverMoreLabel', 'Button that shows every spark', 60),
  ],
  preview: { prepare: () => ({ title: 'Sparks page' }) },
});
