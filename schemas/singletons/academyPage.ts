import { BookIcon } from '@sanity/icons/Book';
import { defineField, defineType } from 'sanity';
import { labelField as wordsField } from '../lib/labels';
import { labelField, referenceList } from '../lib/social';

/** The Academy screen (/jnanam-academy): its tabs, section headings, buttons and the topics offered. */
export const academyPage = defineType({
  name: 'academyPage',
  title: 'Academy page',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'list', title: 'Tabs & sections', default: true },
    { name: 'side', title: 'Right column' },
    { name: 'item', title: 'Item page' },
  ],
  fields: [
    defineField({
      name: 'tabs',
      title: 'Tabs',
      type: 'object',
      group: 'list',
      fields: [labelField('all', 'All'), labelField('latest', 'Latest'), labelField('following', 'Following'), labelField('saved', 'Saved')],
      validation: (r) => r.required(),
    }),
    labelField('searchPlaceholder', 'Search box', 40, { group: 'list' }),
    labelField('yourArticleLabel', 'Your Article tab', 30, { group: 'list' }),
    labelField('publishedHeading', 'Published heading', 40, { group: 'list' }),
    labelField('draftHeading', 'Draft heading', 40, { group: 'list' }),
    labelField('publishAllLabel', 'Publish All button', 30, { group: 'list' }),
    labelField('trendingHeading', 'Trending heading', 60, { group: 'list' }),
    labelField('watchNowLabel', 'Watch button of trending', 30, { group: 'list' }),
    labelField('recommendedHeading', 'Recommendations heading', 80, { group: 'list' }),
    labelField('emptyLabel', 'Said when a tab, search or topic finds nothing', 120, { group: 'list' }),
    wordsField('progressLabel', 'A member’s progress, above Published', {
      max: 80,
      placeholders: ['completed', 'total'],
      group: 'list',
      description: '{completed} becomes how many items the member has finished, {total} how many there are.',
    }),
    wordsField('progressVisitorLabel', 'In its place for a visitor: a link to log in', { max: 80, group: 'list', description: 'Keep it to one line on a phone, as the member’s line is, so that the list does not move.' }),
    labelField('topicsHeading', 'Topics heading', 40, { group: 'side' }),
    referenceList('topics', 'Topics offered', 'topic', { group: 'side', min: 1, max: 20, description: 'In this order. Choosing one filters every section.' }),
    labelField('followHeading', 'People to follow heading', 40, { group: 'side' }),
    labelField('seeMoreLabel', 'See more link', 30, { group: 'side' }),
    defineField({
      name: 'footerLinks',
      title: 'Footer links',
      type: 'object',
      group: 'side',
      fields: [labelField('about', 'About Us'), labelField('terms', 'Terms'), labelField('helpDesk', 'Help Desk'), labelField('settings', 'Settings')],
      validation: (r) => r.required(),
    }),
    labelField('rateLabel', 'Rate button', 20, { group: 'item' }),
    labelField('commentsHeading', 'Comments heading', 30, { group: 'item' }),
    labelField('loginToCommentLabel', 'Log-in prompt', 40, { group: 'item' }),
    labelField('commentPlaceholder', 'Comment input placeholder', 40, { group: 'item' }),
    labelField('sendLabel', 'Send button', 20, { group: 'item' }),
    labelField('seeAllLabel', 'See all button', 20, { group: 'item' }),
    labelField('upgradeLabel', 'Premium: what a free member or visitor reads', 160, { group: 'item' }),
    labelField('upgradeButton', 'Premium: the button to the membership page', 40, { group: 'item' }),
    labelField('completedLabel', 'Said on a completed item', 40, { group: 'item' }),
  ],
  preview: { prepare: () => ({ title: 'Academy page' }) },
});
