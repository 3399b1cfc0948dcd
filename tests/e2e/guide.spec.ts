import { GUIDE_MESSAGES as T } from '../../contracts/messages/guide';
import { loginPathReturningTo, ROUTES } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { logInThroughForm, newMember, registerThroughApi } from './memberHelpers';
import { seedDoc } from './seedContent';

const home = seedDoc('homePage');
const research = seedDoc('researchPage');
const OM_EPISODE = '/video-player/why-we-chant-om';

test.describe('the AI guide', () => {
  test('on the landing page, by keyboard: a question answered with the passages and their sources, a source followed, a follow-up, Ask another', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
    await page.goto(ROUTES.home);
    const section = page.locator('#search-with-ai');
    const input = section.getByRole('searchbox', { name: home.aiSearch.heading });
    await input.focus();
    await page.keyboard.type('Why do we chant Om?');
    await page.keyboard.press('Enter');

    const conversation = section.getByRole('list', { name: T.guideName });
    const first = conversation.locator(':scope > li').first();
    await expect(first.getByRole('heading', { name: T.passagesHeading })).toBeVisible();
    await expect(first.getByText(T.noModelNote)).toBeVisible();
    const source = first.getByRole('link', { name: 'Why We Chant Om' });
    await expect(source).toHaveAttribute('href', OM_EPISODE);
    await expect(first.getByText(/Mandukya Upanishad/).first()).toBeVisible();

    // A follow-up keeps the conversation: both answers stay on the page.
    await input.focus();
    await page.keyboard.type('गीता');
    await page.keyboard.press('Enter');
    const second = conversation.locator(':scope > li').nth(1);
    await expect(second.getByRole('link', { name: 'The Gita in Daily Life' })).toBeVisible();
    await expect(conversation.locator(':scope > li')).toHaveCount(2);

    // Ask another starts afresh, with the question box ready to type into.
    await section.getByRole('button', { name: T.askAnother }).press('Enter');
    await expect(conversation).toHaveCount(0);
    await expect(input).toBeFocused();

    await page.keyboard.type('Om');
    await page.keyboard.press('Enter');
    const link = section.getByRole('link', { name: 'Why We Chant Om' }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${OM_EPISODE}$`));
  });

  test('on the research page, Ask AI answers from the texts and says when they hold nothing', async ({ page }) => {
    test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
    await page.goto(ROUTES.vedicResearch);
    const input = page.getByRole('searchbox', { name: research.labels.askAiInput });
    await input.fill('palm-leaf manuscripts');
    await input.press('Enter');
    const conversation = page.getByRole('list', { name: T.guideName });
    await expect(conversation.getByRole('link', { name: 'Sanskrit and Manuscript Studies' }).first()).toBeVisible();
    await input.fill('zzqxv wwkjq');
    await input.press('Enter');
    await expect(conversation.getByText(T.nothingFound)).toBeVisible();
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(T.empty);
  });

  test('Generate now opens the guide; a member asks there, finds the question in their history, asks it again and deletes it', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
    await page.goto(ROUTES.home);
    await page.getByRole('list', { name: 'AI tools' }).getByRole('link', { name: 'Generate now' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.guide}$`));
    await expect(page.getByRole('heading', { level: 1, name: T.pageTitle })).toBeVisible();
    await expect(page.getByText(T.historyVisitor)).toBeVisible();

    const member = newMember('guide');
    await registerThroughApi(request, member);
    await page.goto(loginPathReturningTo(ROUTES.guide));
    await logInThroughForm(page, member);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.guide}$`));
    const history = page.getByRole('region', { name: T.historyHeading });
    await expect(history.getByText(T.historyEmpty)).toBeVisible();

    const input = page.getByRole('searchbox', { name: T.inputLabel });
    await input.fill('What are the four aims of life?');
    await input.press('Enter');
    await expect(
      page
        .getByRole('list', { name: T.guideName })
        .getByRole('link', { name: /Dharma, Artha, Kama, Moksha/ })
        .first(),
    ).toBeVisible();
    await expect(history.getByText('What are the four aims of life?')).toBeVisible();

    await history.getByRole('button', { name: T.askAgain }).click();
    await expect(page.getByRole('list', { name: T.guideName }).locator(':scope > li')).toHaveCount(2);
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await history
      .getByRole('button', { name: T.deleteQuestion('What are the four aims of life?') })
      .first()
      .click();
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('region', { name: T.historyHeading }).getByRole('listitem')).toHaveCount(1);
  });

  test('Text-to-speech opens a reader that says which voice reads, or plainly that there is none', async ({ page }) => {
    test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
    await page.goto(ROUTES.home);
    await page.getByRole('list', { name: 'AI tools' }).getByRole('button', { name: 'Text-to-speech' }).click();
    const dialog = page.getByRole('dialog', { name: T.readerTitle });
    await dialog.getByLabel(T.readerLabel).fill('ॐ भूर्भुवः स्वः');
    await expect(dialog.getByText(new RegExp(`^(${T.readerNoVoice}|${T.readerNoSpeech}|Voice: .+)$`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the guide page with an answer: layout and no serious accessibility problems', { tag: BOTH_WIDTHS }, async ({ page }) => {
    await page.goto(ROUTES.guide);
    const input = page.getByRole('searchbox', { name: T.inputLabel });
    await input.fill('Upanishad');
    await input.press('Enter');
    await expect(page.getByRole('heading', { name: T.passagesHeading })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSeriousA11yViolations(page);
    await page.goto(ROUTES.home);
    const section = page.locator('#search-with-ai');
    await section.getByRole('searchbox').fill('Ayurveda in the monsoon');
    await section.getByRole('searchbox').press('Enter');
    await expect(section.getByRole('heading', { name: T.passagesHeading })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '#search-with-ai');
  });
});
