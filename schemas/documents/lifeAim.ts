import { SparkleIcon } from '@sanity/icons/Sparkle';
import { defineField, defineType } from 'sanity';
import { byOrder, orderField } from '../lib/order';

/** One of the four aims of human life (puruṣārtha): Dharma, Artha, Kama, Moksha. */
export const lifeAim = defineType({
  name: 'lifeAim',
  title: 'Life aim',
  type: 'document',
  icon: SparkleIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(30) }),
    defineField({ name: 'meaning', title: 'Meaning', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'name', subtitle: 'meaning' } },
});
