/**
 * Button labels and form texts follow the content too: labels changed in the dataset — on a
 * page's own singleton and in the shared interfaceTexts singleton — appear on the page.
 */
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManifestoLayout } from '../../web/src/features/about/components/ManifestoLayout';
import { aboutPageQuery } from '../../web/src/features/about/queries';
import { ResearchAreaCards } from '../../web/src/features/research/components/ResearchAreaCards';
import researchStyles from '../../web/src/features/research/components/Research.module.css';
import { researchPageQuery } from '../../web/src/features/research/queries';
import { ThinkTankCards } from '../../web/src/shared/people/ThinkTankCards';
import { SessionProvider } from '../../web/src/shared/session/SessionProvider';
import { ToastProvider } from '../../web/src/shared/ui/Toast';
import { startEditedContent } from './editedContent';

/** The HTML once every part has rendered, as the server sends a page (to a visitor: the page's buttons read the session). */
async function renderComplete(element: ReactElement) {
  const { prelude } = await prerender(
    <ToastProvider>
      <SessionProvider>{element}</SessionProvider>
    </ToastProvider>,
  );
  return new Response(prelude).text();
}

const EDITED = {
  missionToggle: 'Our Purpose',
  submitLabel: 'Write to the trust',
  fullNameLabel: 'Your name',
  knowMore: 'Read about it',
  viewMore: 'All research areas',
  visitProfile: 'Meet them',
};

describe('the pages’ labels follow the content', () => {
  let content: Awaited<ReturnType<typeof startEditedContent>>;

  beforeAll(async () => {
    content = await startEditedContent((doc) => {
      if (doc._id === 'missionPage') doc.labels.toggle = EDITED.missionToggle;
      if (doc._id === 'researchPage') Object.assign(doc.labels, { knowMore: EDITED.knowMore, viewMore: EDITED.viewMore });
      if (doc._id === 'interfaceTexts') {
        Object.assign(doc.contactForm, { submitLabel: EDITED.submitLabel, fullNameLabel: EDITED.fullNameLabel });
        doc.profiles.visitProfile = EDITED.visitProfile;
      }
    });
  });

  afterAll(async () => {
    await content?.close();
  });

  it('the Mission / Why switch and the contact form show the edited words', async () => {
    const about = await content.client.fetch(aboutPageQuery);
    expect(about).not.toBeNull();
    const html = await renderComplete(
      <MemoryRouter initialEntries={['/about']}>
        <ManifestoLayout content={about!} page="about" />
      </MemoryRouter>,
    );
    expect(html).toContain(`>${EDITED.missionToggle}</a>`);
    expect(html).toContain(`aria-label="${EDITED.missionToggle} or Why"`);
    expect(html).toContain(EDITED.submitLabel);
    expect(html).toContain(`>${EDITED.fullNameLabel}</label>`);
    expect(html).not.toContain('Contact Now');
    expect(html).not.toContain('>Mission</a>');
  });

  it('research-area and profile buttons show the edited words', async () => {
    const research = await content.client.fetch(researchPageQuery);
    expect(research?.areas?.length).toBeGreaterThan(3);
    const html = await renderComplete(
      <MemoryRouter initialEntries={['/vedic-research']}>
        <ResearchAreaCards areas={research?.areas ?? []} labels={research?.labels ?? null} styles={researchStyles} />
        <ThinkTankCards members={research?.thinkTank ?? []} texts={research?.profileTexts} />
      </MemoryRouter>,
    );
    expect(html).toContain(EDITED.knowMore);
    expect(html).toContain(EDITED.viewMore);
    expect(html).toContain(EDITED.visitProfile);
    for (const old of ['Know More', 'View More', 'Visit Profile']) expect(html).not.toContain(old);
    expect(html).toContain('>Join</a>');
  });
});
