import { DocumentVideoIcon } from '@sanity/icons/DocumentVideo';
import { defineField, defineType } from 'sanity';
import { labelField, referenceList } from '../lib/social';

/** One of the shelves under the banner: a heading, its topic chips and its video cards. */
const shelf = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    group: 'shelves',
    fields: [
      labelField('heading', 'Heading'),
      referenceList('topics', 'Topic chips', 'topic', { min: 1, max: 8 }),
      referenceList('videos', 'Video cards', 'videoSample', { min: 1, max: 12, description: 'In this order.' }),
      labelField('seeMoreLabel', 'See More button', 20),
    ],
    validation: (r) => r.required(),
  });

/** The video detail screen (/video-preview): its featured video, labels, and the LIVE SESSIONS and WEEKLY TRENDING shelves. */
export const videoPreviewPage = defineType({
  name: 'videoPreviewPage',
  title: 'Video preview page',
  type: 'document',
  icon: DocumentVideoIcon,
  groups: [
    { name: 'banner', title: 'Banner & detail', default: true },
    { name: 'shelves', title: 'Shelves' },
  ],
  fields: [
    defineField({
      name: 'featured',
      title: 'Featured video',
      type: 'reference',
      to: [{ type: 'videoSample' }],
      group: 'banner',
      validation: (r) => r.required(),
    }),
    labelField('overviewHeading', 'Overview heading', 30, { group: 'banner' }),
    labelField('watchNowLabel', 'Watch button', 20, { group: 'banner' }),
    labelField('commentsHeading', 'Comments heading', 30, { group: 'banner' }),
    labelField('loginToCommentLabel', 'Log-in prompt', 40, { group: 'banner' }),
    labelField('commentPlaceholder', 'Comment input placeholder', 40, { group: 'banner' }),
    labelField('sendLabel', 'Send button', 20, { group: 'banner' }),
    labelField('rateLabel', 'Rate button', 20, { group: 'banner' }),
    labelField('seeAllLabel', 'See all button', 20, { group: 'banner' }),
    labelField('upgradeLabel', 'Premium video: what a free member or visitor reads', 160, { group: 'banner' }),
    labelField('upgradeButton', 'Premium video: the button to the membership page', 40, { group: 'banner' }),
    shelf('liveSessions', 'Live sessions'),
    shelf('weeklyTrending', 'Weekly trending'),
    labelField('playLabel', 'Play button on trending cards', 20, { group: 'shelves' }),
  ],
  preview: { prepare: () => ({ title: 'Video preview page' }) },
});
