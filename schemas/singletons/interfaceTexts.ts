import { TranslateIcon } from '@sanity/icons/Translate';
import { defineField, defineType } from 'sanity';
import { labelField } from '../lib/labels';

/**
 * Words used on several pages: the enquiry form (About, Mission, Vedic Research, Research
 * Projects) and the think-tank profile cards (Landing, Vedic Research). Each page's own heading above them is edited on that page.
 */
export const interfaceTexts = defineType({
  name: 'interfaceTexts',
  title: 'Texts on several pages',
  type: 'document',
  icon: TranslateIcon,
  groups: [
    { name: 'contactForm', title: 'Contact form', default: true },
    { name: 'profiles', title: 'Profile cards' },
  ],
  fields: [
    defineField({
      name: 'contactForm',
      title: 'Contact form',
      type: 'object',
      group: 'contactForm',
      description: 'The enquiry form on the About, Mission, Vedic Research, Research Projects, Donate and Membership pages and the Help Desk.',
      fields: [
        labelField('fullNameLabel', 'Full-name field label'),
        labelField('emailLabel', 'E-mail field label'),
        labelField('countryLabel', 'Country field label'),
        labelField('languageLabel', 'Language field label'),
        labelField('messageLabel', 'Message box label'),
        labelField('optionalMarker', 'Mark of an optional field', { max: 20, description: 'Shown after the country and language labels, e.g. "(optional)".' }),
        labelField('submitLabel', 'Send button label', { max: 30 }),
        labelField('sendingLabel', 'Send button label while sending', { max: 30 }),
        labelField('successMessage', 'Thank-you message', {
          max: 300,
          rows: 2,
          description: 'Shown once the enquiry is stored. {name} becomes the name the visitor typed (optional).',
        }),
        labelField('failureMessage', 'Not-sent message', {
          max: 300,
          rows: 2,
          placeholders: ['reason'],
          description: 'Shown when the enquiry could not be sent; {reason} becomes one of the two reasons below, or the server’s own words.',
        }),
        labelField('serverProblem', 'Reason: the server failed', { max: 120 }),
        labelField('unreachable', 'Reason: the server could not be reached', { max: 120 }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'profiles',
      title: 'Think-tank profile cards',
      type: 'object',
      group: 'profiles',
      description: 'The member cards on the landing page and Vedic Research; the button opens the member’s profile on the card.',
      fields: [labelField('visitProfile', 'Open-profile button label', { max: 30 }), labelField('hideProfile', 'Close-profile button label', { max: 30 })],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Texts on several pages', subtitle: 'Contact form, profile cards' }) },
});
