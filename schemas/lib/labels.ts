import { defineField, type StringRule } from 'sanity';

interface LabelOptions {
  /** Longest allowed text; 40 characters unless said. */
  max?: number;
  description?: string;
  /** The {words} the site fills in; each must appear in the text. */
  placeholders?: string[];
  /** A multi-line box for longer messages. */
  rows?: number;
  group?: string;
}

const labelRule = (max: number, placeholders: string[]) => (rule: StringRule) =>
  rule
    .required()
    .max(max)
    .custom((value) => {
      const missing = placeholders.filter((word) => typeof value === 'string' && !value.includes(`{${word}}`));
      return missing.length ? `Include ${missing.map((word) => `{${word}}`).join(' and ')} where it goes.` : true;
    });

/** A short interface text — a button label, a field label, a message — required and bounded. */
export const labelField = (name: string, title: string, { max = 40, description, placeholders = [], rows, group }: LabelOptions = {}) =>
  rows
    ? defineField({ name, title, type: 'text', rows, description, group, validation: labelRule(max, placeholders) })
    : defineField({ name, title, type: 'string', description, group, validation: labelRule(max, placeholders) });

/** The field group that holds a page's button labels and other short texts. */
export const LABELS_GROUP = { name: 'labels', title: 'Buttons and labels' };
