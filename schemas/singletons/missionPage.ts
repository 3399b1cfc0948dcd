import { TargetIcon } from '@sanity/icons/Target';
import { defineField, defineType } from 'sanity';
import { labelField } from '../lib/labels';
import { manifestoFields, manifestoGroups } from '../lib/manifestoFields';

/** The Mission page (/jnanam-mission): the About fields plus RISE, IGNITE, the growth stages and life aims. */
export const missionPage = defineType({
  name: 'missionPage',
  title: 'Mission page',
  type: 'document',
  icon: TargetIcon,
  groups: [...manifestoGroups, { name: 'frameworks', title: 'RISE and IGNITE' }, { name: 'karma', title: 'Growth and aims' }],
  fields: [
    ...manifestoFields,
    defineField({
      name: 'wisdom',
      title: 'Years of wisdom',
      type: 'object',
      group: 'frameworks',
      fields: [
        defineField({ name: 'years', title: 'Years', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
        defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(60) }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
      ],
      validation: (rule) => rule.required(),
    }),
    labelField('frameworksHeading', 'Heading of the RISE and IGNITE section', {
      max: 80,
      group: 'frameworks',
      description: 'Not shown on screen (RISE and IGNITE carry their own titles); screen readers read it to announce the section.',
    }),
    defineField({ name: 'rise', title: 'RISE', type: 'framework', group: 'frameworks', validation: (rule) => rule.required() }),
    defineField({ name: 'ignite', title: 'IGNITE', type: 'framework', group: 'frameworks', validation: (rule) => rule.required() }),
    defineField({ name: 'growthIntro', title: 'Growth stages section', type: 'sectionIntro', group: 'karma', validation: (rule) => rule.required() }),
    defineField({
      name: 'stages',
      title: 'Growth stages',
      type: 'array',
      group: 'karma',
      of: [{ type: 'reference', to: [{ type: 'karmaStage' }] }],
      validation: (rule) => rule.required().length(5).unique(),
    }),
    defineField({
      name: 'stagePointsLabel',
      title: 'Karmic Points line of each stage',
      type: 'string',
      group: 'karma',
      description: 'Shown under each stage\'s name; {points} becomes the stage\'s Karmic Points, e.g. "From {points} Karmic Points".',
      validation: (rule) =>
        rule
          .required()
          .max(60)
          .custom((value) => (!value || value.includes('{points}') ? true : 'Include {points} where the number goes.')),
    }),
    defineField({ name: 'aimsIntro', title: 'Life aims section', type: 'sectionIntro', group: 'karma', validation: (rule) => rule.required() }),
    defineField({
      name: 'lifeAims',
      title: 'Life aims',
      type: 'array',
      group: 'karma',
      of: [{ type: 'reference', to: [{ type: 'lifeAim' }] }],
      validation: (rule) => rule.required().length(4).unique(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Mission page' }) },
});
