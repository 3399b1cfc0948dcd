/**
 * The landing page follows the content: a mission card's title changed in the dataset appears
 * on the page. The real server answers the real query over a modified copy of the dataset.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missionCardId } from '../../content/seed/home';
import { MissionCardGrid } from '../../web/src/features/home/components/MissionCardGrid';
import { homePageQuery } from '../../web/src/features/home/queries';
import { startEditedContent } from './editedContent';

const CHANGED_TITLE = 'Bharat, Teacher of the World (edited in the studio)';
const CHANGED_COLOUR = '#123456';

describe('the landing page follows the content', () => {
  let content: Awaited<ReturnType<typeof startEditedContent>>;

  beforeAll(async () => {
    content = await startEditedContent((doc) => {
      if (doc._id === missionCardId('bharat-vishwa-guru')) Object.assign(doc, { title: CHANGED_TITLE, backgroundColor: CHANGED_COLOUR });
    });
  });

  afterAll(async () => {
    await content?.close();
  });

  it('shows the edited mission card title and colour', async () => {
    const home = await content.client.fetch(homePageQuery);
    const cards = home?.institute?.missionCards ?? [];
    expect(cards).toHaveLength(6);

    const html = renderToStaticMarkup(<MissionCardGrid cards={cards} />);
    expect(html).toContain(CHANGED_TITLE);
    expect(html).toContain(`background-color:${CHANGED_COLOUR}`);
    expect(html).not.toContain('>Bharat Vishwa Guru<');
    expect(html).toContain('Digital Akhanda Bharat');
  });
});
