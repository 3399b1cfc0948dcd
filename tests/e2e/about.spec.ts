import { ROUTES } from '../../contracts/routes';
import { contactForm, contactFormTexts, expectContactFormSends, expectContactFormValidates, notSentMessage } from './contactForm';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { deref, seedDoc } from './seedContent';

const about = seedDoc('aboutPage');
const mission = seedDoc('missionPage');
/** The Mission / Why switch: each page gives its own name in it. */
const toggleName = `${mission.labels.toggle} or ${about.labels.toggle}`;

test.describe('About / Why and Mission', () => {
  test('About shows its banner, manifesto, symbol explanation and contact form from content', async ({ page }) => {
    await page.goto(ROUTES.about);
    await expect(page.getByRole('heading', { level: 1, name: about.banner.heading })).toBeVisible();
    await expect(page.getByText(about.banner.text)).toBeVisible();
    await expect(page.getByRole('heading', { name: about.manifesto[0].children[0].text })).toBeVisible();
    await expect(page.getByRole('heading', { name: about.symbol.heading })).toBeVisible();
    for (const part of about.symbol.parts) await expect(page.getByText(part.meaning)).toBeVisible();
    await expect(contactForm(page).getByRole('heading', { name: about.contact.heading })).toBeVisible();
  });

  test('the Mission / Why toggle, Join Our Movement and Donate Now go where they should', async ({ page }) => {
    await page.goto(ROUTES.about);
    expect([mission.labels.toggle, about.labels.toggle]).toEqual(['Mission', 'Why']);
    const toggle = page.getByRole('navigation', { name: toggleName });
    await expect(toggle.getByRole('link', { name: about.labels.toggle })).toHaveAttribute('aria-current', 'page');
    await toggle.getByRole('link', { name: mission.labels.toggle }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.mission}$`));
    await expect(page.getByRole('heading', { level: 1, name: mission.banner.heading })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: toggleName }).getByRole('link', { name: mission.labels.toggle }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: toggleName }).getByRole('link', { name: about.labels.toggle }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.about}$`));
    await page.getByRole('link', { name: about.callToAction.joinLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.signUp}$`));
    await page.goto(ROUTES.mission);
    await page.getByRole('main').getByRole('link', { name: mission.callToAction.donateLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.donate}$`));
  });

  test('Mission shows 5,000 years, RISE, IGNITE, the five growth stages with Karmic Points and the four life aims', async ({
    page,
  }) => {
    await page.goto(ROUTES.mission);
    await expect(page.getByRole('region', { name: mission.frameworksHeading })).toBeAttached();
    await expect(
      page.getByRole('region', {
        name: `${new Intl.NumberFormat('en-IN').format(mission.wisdom.years)} ${mission.wisdom.label}`,
      }),
    ).toBeVisible();
    for (const framework of [mission.rise, mission.ignite]) {
      const section = page.getByRole('region', { name: framework.title });
      await expect(section.getByRole('listitem')).toHaveCount(framework.acronym.length);
      for (const step of framework.steps) await expect(section.getByText(step.word, { exact: true })).toBeVisible();
    }
    const stages = page.getByRole('region', { name: mission.growthIntro.heading }).getByRole('listitem');
    await expect(stages).toHaveCount(5);
    expect(mission.stagePointsLabel).toContain('Karmic Points');
    for (const [index, stage] of deref(mission.stages).entries()) {
      await expect(stages.nth(index).getByRole('heading', { name: `${stage.name} (${stage.meaning})` })).toBeVisible();
      await expect(
        stages
          .nth(index)
          .getByText(mission.stagePointsLabel.replace('{points}', new Intl.NumberFormat('en-IN').format(stage.karmicPoints))),
      ).toBeVisible();
    }
    const aims = page.getByRole('region', { name: mission.aimsIntro.heading }).getByRole('listitem');
    await expect(aims).toHaveCount(4);
    for (const aim of deref(mission.lifeAims)) await expect(aims.getByRole('heading', { name: aim.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: mission.symbol.heading })).toBeVisible();
  });

  test('the contact form says what is wrong next to the fields, then sends', async ({ page }) => {
    await page.goto(ROUTES.about);
    await expectContactFormValidates(page);
    await page.goto(ROUTES.mission);
    await expectContactFormSends(page, 'Meera Nair');
  });

  test.describe('when the server refuses', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });
    test('the contact form keeps what was typed and says why', async ({ page }) => {
      await page.route('**/api/v1/enquiries', (route) =>
        route.fulfill({
          status: 429,
          json: { success: false, message: 'Too many requests. Please wait a moment and try again.' },
        }),
      );
      await page.goto(ROUTES.mission);
      const form = contactForm(page);
      const { fullNameLabel, emailLabel, submitLabel } = contactFormTexts;
      await form.getByLabel(fullNameLabel).fill('Asha Rao');
      await form.getByLabel(emailLabel).fill('asha@example.com');
      await form.getByLabel(contactFormTexts.messageLabel).fill('Namaste.');
      await form.getByRole('button', { name: submitLabel }).click();
      await expect(form.getByRole('alert')).toHaveText(notSentMessage('Too many requests. Please wait a moment and try again.'));
      await expect(form.getByLabel(fullNameLabel)).toHaveValue('Asha Rao');
      await expect(form.getByLabel(emailLabel)).toHaveValue('asha@example.com');
      await page.unroute('**/api/v1/enquiries');
      await page.route('**/api/v1/enquiries', (route) => route.abort());
      await form.getByRole('button', { name: submitLabel }).click();
      await expect(form.getByRole('alert')).toHaveText(notSentMessage(contactFormTexts.unreachable));
      await expect(form.getByLabel(fullNameLabel)).toHaveValue('Asha Rao');
      await page.unroute('**/api/v1/enquiries');
      await page.route('**/api/v1/enquiries', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      );
      await form.getByRole('button', { name: submitLabel }).click();
      await expect(form.getByRole('alert')).toHaveText(notSentMessage(contactFormTexts.serverProblem));
      await expect(form.getByLabel(emailLabel)).toHaveValue('asha@example.com');
    });
  });

  for (const path of [ROUTES.about, ROUTES.mission]) {
    test(`${path} has no serious accessibility problems`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(contactForm(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
