import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { ROUTES } from '../../contracts/routes';

export const SOCIAL_PLATFORMS = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'X', value: 'x' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'LinkedIn', value: 'linkedin' },
];

/** Site-wide values: the header's name, the footer's lists, contact and social links. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'footer', title: 'Footer' },
    { name: 'contact', title: 'Contact & social' },
    { name: 'trust', title: 'Trust (receipts)' },
    { name: 'pages', title: 'Page titles' },
    { name: 'messaging', title: 'Messages' },
  ],
  fields: [
    defineField({ name: 'productName', title: 'Product name', type: 'string', group: 'brand', validation: (r) => r.required().max(40) }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', group: 'brand', validation: (r) => r.required().max(80) }),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      type: 'string',
      group: 'contact',
      validation: (r) => r.required().email(),
    }),
    defineField({
      name: 'grievanceOfficer',
      title: 'Grievance Officer',
      description: 'The person members and visitors may complain to, named on the terms page and in the footer with the time to answer (India’s IT Rules, 2021).',
      type: 'object',
      group: 'contact',
      validation: (r) => r.required(),
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required().max(80) }),
        defineField({ name: 'email', title: 'E-mail', type: 'string', validation: (r) => r.required().email() }),
        defineField({ name: 'phone', title: 'Phone (optional)', type: 'string', validation: (r) => r.max(30) }),
        defineField({ name: 'address', title: 'Postal address (optional)', type: 'string', validation: (r) => r.max(200) }),
        defineField({
          name: 'acknowledgeHours',
          title: 'Acknowledges a grievance within (hours)',
          type: 'number',
          validation: (r) => r.required().integer().min(1).max(72),
        }),
        defineField({
          name: 'resolveDays',
          title: 'Resolves a grievance within (days)',
          type: 'number',
          validation: (r) => r.required().integer().min(1).max(30),
        }),
      ],
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'contact',
      validation: (r) => r.required().length(5),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'socialLink',
          fields: [
            defineField({
              name: 'platform',
              type: 'string',
              options: { list: SOCIAL_PLATFORMS },
              validation: (r) => r.required(),
            }),
            defineField({ name: 'url', title: 'URL', type: 'url', validation: (r) => r.required().uri({ scheme: ['https'] }) }),
          ],
          preview: { select: { title: 'platform', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'technologyPartner',
      title: 'Technology partner',
      type: 'object',
      group: 'footer',
      fields: [
        defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'url', title: 'URL', type: 'url' }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'footerSections',
      title: 'Footer section list',
      description: 'Stream, Sparks, Insights, Dialogue, Social, Academy and AI.',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'link' })],
      validation: (r) => r.required().min(1).max(14),
    }),
    defineField({
      name: 'legalLinks',
      title: 'Footer legal links',
      description: 'The terms and privacy pages.',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'link' })],
      validation: (r) => r.required().min(1).max(4),
    }),
    defineField({
      name: 'footerTexts',
      title: 'Footer headings and lines',
      type: 'object',
      group: 'footer',
      fields: [
        defineField({ name: 'sectionsHeading', title: 'Section list heading', type: 'string', validation: (r) => r.required().max(40) }),
        defineField({ name: 'legalHeading', title: 'Legal links heading', type: 'string', validation: (r) => r.required().max(40) }),
        defineField({ name: 'partnerHeading', title: 'Technology partner heading', type: 'string', validation: (r) => r.required().max(40) }),
        defineField({ name: 'contactLabel', title: 'Text before the e-mail address', type: 'string', validation: (r) => r.required().max(40) }),
        defineField({
          name: 'copyright',
          title: 'Copyright line',
          description: 'The current year is put in front of it.',
          type: 'string',
          validation: (r) => r.required().max(120),
        }),
        defineField({ name: 'closingLine', title: 'Closing line', type: 'string', validation: (r) => r.max(120) }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'donateBlock',
      title: 'Footer donate block',
      type: 'object',
      group: 'footer',
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (r) => r.required().max(80) }),
        defineField({ name: 'text', type: 'text', rows: 2, validation: (r) => r.required().max(240) }),
        defineField({ name: 'buttonLabel', title: 'Button label', type: 'string', validation: (r) => r.required().max(30) }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'trust',
      title: 'The trust, as receipts name it',
      description: 'Printed on every donation receipt: legal name, address, PAN and registration numbers (e.g. 12A/12AB, 80G).',
      type: 'object',
      group: 'trust',
      fields: [
        defineField({ name: 'name', title: 'Legal name', type: 'string', validation: (r) => r.required().max(120) }),
        defineField({ name: 'address', title: 'Registered address', type: 'text', rows: 3, validation: (r) => r.required().max(300) }),
        defineField({
          name: 'pan',
          title: 'PAN',
          type: 'string',
          validation: (r) => r.required().regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, { name: 'PAN (AAAAA9999A)' }),
        }),
        defineField({
          name: 'registrations',
          title: 'Registrations',
          description: 'Each with the section of the Act it is under, as it should read on the receipt.',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'registration',
              fields: [
                defineField({ name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(120) }),
                defineField({ name: 'number', title: 'Number', type: 'string', validation: (r) => r.required().max(60) }),
              ],
              preview: { select: { title: 'label', subtitle: 'number' } },
            }),
          ],
          validation: (r) => r.required().min(1).max(6),
        }),
        defineField({
          name: 'approval80G',
          title: 'Approval under section 80G',
          description: 'The Unique Registration Number (URN) and its date, as Form 10BE certificates and the statement of donations (Form 10BD) quote them.',
          type: 'object',
          fields: [
            defineField({
              name: 'number',
              title: 'Unique Registration Number (URN)',
              type: 'string',
              validation: (r) => r.required().regex(/^[A-Z0-9]{10,30}$/, { name: 'URN (capital letters and digits)' }),
            }),
            defineField({ name: 'date', title: 'Date of approval', type: 'date', validation: (r) => r.required() }),
          ],
          validation: (r) => r.required(),
        }),
        defineField({ name: 'receiptNote', title: 'Note at the foot of a receipt', type: 'text', rows: 3, validation: (r) => r.max(400) }),
        defineField({ name: 'signatory', title: 'Signed by (name and role)', type: 'string', validation: (r) => r.max(120) }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'messaging',
      title: 'Messages',
      type: 'object',
      group: 'messaging',
      fields: [
        defineField({
          name: 'welcomeMessage',
          title: 'Welcome message',
          description: 'The community account writes this to every new member when they sign up, so their messages are never empty. Left empty, a short standard welcome is sent.',
          type: 'text',
          rows: 5,
          validation: (r) => r.max(4000),
        }),
      ],
    }),
    defineField({
      name: 'pageHeads',
      title: 'Page titles and descriptions',
      description: 'What a browser tab, a search result and a shared link show for each page. A page about one item (a book, an episode) shows that item instead.',
      type: 'array',
      group: 'pages',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'pageHead',
          fields: [
            defineField({
              name: 'route',
              title: 'Page',
              type: 'string',
              options: { list: Object.entries(ROUTES).map(([value, path]) => ({ title: path, value })) },
              validation: (r) => r.required(),
            }),
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(60) }),
            defineField({ name: 'description', title: 'Description', type: 'text', rows: 2, validation: (r) => r.required().max(160) }),
          ],
          preview: { select: { title: 'title', subtitle: 'route' } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
