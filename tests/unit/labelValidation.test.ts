/**
 * The studio guards the labels whose {placeholders} the site fills in: a text that drops one is
 * refused, as is an empty label.
 */
import { validateDocument, type SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { byId, offlineClient, schema } from '../content/seed';

const workspace = {
  schema,
  getClient: () => offlineClient,
  i18n: { loadNamespaces: async () => undefined, t: (key: string) => key },
} as unknown as Parameters<typeof validateDocument>[0]['workspace'];

async function errorsOf(document: Record<string, unknown>) {
  const markers = await validateDocument({
    document: document as unknown as SanityDocument,
    workspace,
    getDocumentExists: async ({ id }) => byId.has(id),
    environment: 'cli',
  });
  return markers.filter((m) => m.level === 'error').map((m) => ({ path: m.path.join('.'), message: m.message }));
}

describe('label fields', () => {
  it('accept the seed', async () => {
    expect(await errorsOf(byId.get('interfaceTexts')!)).toEqual([]);
    expect(await errorsOf(byId.get('researchProjectsPage')!)).toEqual([]);
  });

  it('refuse a message without its {placeholder} and an empty label', async () => {
    const texts = structuredClone(byId.get('interfaceTexts')!) as Record<string, Record<string, unknown>>;
    texts.contactForm!.failureMessage = 'Your enquiry was not sent.';
    texts.contactForm!.submitLabel = '';
    const errors = await errorsOf(texts);
    expect(errors).toContainEqual({ path: 'contactForm.failureMessage', message: 'Include {reason} where it goes.' });
    expect(errors.map((e) => e.path)).toContain('contactForm.submitLabel');

    const page = structuredClone(byId.get('researchProjectsPage')!) as Record<string, Record<string, unknown>>;
    page.labels!.positionsMatchCount = 'Some positions match';
    expect(await errorsOf(page)).toContainEqual({ path: 'labels.positionsMatchCount', message: 'Include {shown} and {count} where it goes.' });
  });
});
