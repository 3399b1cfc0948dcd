import { ROUTES } from '../../contracts/routes';
import { contactForm, expectContactFormSends, expectContactFormValidates } from './contactForm';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { GUIDE_MESSAGES } from '../../contracts/messages/guide';
import { deref, seedDoc, seedOfType } from './seedContent';

const research = seedDoc('researchPage');
const projectsPage = seedDoc('researchProjectsPage');
const areas = deref(research.areas);
const projects = seedOfType('researchProject');
const positions = seedOfType('collaboratorPosition');
const { profiles } = seedDoc('interfaceTexts');
const home = seedDoc('homePage');
const labels = research.labels;
const projectLabels = projectsPage.labels;
/** The Research / Projects switch: each page gives its own name in it. */
const toggleName = `${labels.toggle} or ${projectLabels.toggle}`;

test.describe('Vedic Research', () => {
  test('shows banner, intro, Ask AI, areas, stories, partners, think tank and the contact form from content', async ({
    page,
  }) => {
    await page.goto(ROUTES.vedicResearch);
    await expect(page.getByRole('heading', { level: 1, name: research.banner.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: research.intro.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: research.askAi.heading })).toBeVisible();
    for (const story of deref(research.stories)) await expect(page.getByRole('heading', { name: story.title })).toBeVisible();
    for (const partner of deref(research.partners)) await expect(page.getByRole('heading', { name: partner.name })).toBeVisible();
    const members = page.getByRole('list', { name: 'Think-tank members' }).getByRole('listitem');
    await expect(members).toHaveCount(research.thinkTank.length);
    const person = deref(research.thinkTank)[3]!;
    await members
      .nth(3)
      .getByRole('button', { name: `${profiles.visitProfile} of ${person.name}` })
      .click();
    await expect(members.nth(3).getByText(person.bio)).toBeVisible();
    await expect(contactForm(page).getByRole('heading', { name: research.contact.heading })).toBeVisible();
  });

  test('research areas: Join signs up, Know More opens the details, View More shows every area', async ({ page }) => {
    await page.goto(ROUTES.vedicResearch);
    const list = page.getByRole('list', { name: 'Research areas' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: labels.viewMore }).click();
    await expect(list.getByRole('listitem')).toHaveCount(areas.length);
    const last = areas[areas.length - 1]!;
    await list.getByRole('button', { name: `${labels.knowMore} about ${last.title}` }).click();
    await expect(list.getByText(last.details)).toBeVisible();
    await expect(list.getByRole('button', { name: `${labels.showLess} about ${last.title}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(list.getByRole('link', { name: `${labels.join} ${areas[0]!.title}` })).toHaveText(labels.join);
    await list.getByRole('link', { name: `${labels.join} ${areas[0]!.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.signUp}$`));
  });

  test('Ask AI answers from the texts with the research area as a source; the toggle goes to Projects', async ({ page }) => {
    await page.goto(ROUTES.vedicResearch);
    const search = page.getByRole('searchbox', { name: labels.askAiInput });
    await search.fill(areas[2]!.title);
    await search.press('Enter');
    await expect(
      page.getByRole('list', { name: GUIDE_MESSAGES.guideName }).getByRole('link', { name: areas[2]!.title }),
    ).toBeVisible();
    expect([labels.toggle, projectLabels.toggle]).toEqual(['Research', 'Projects']);
    const toggle = page.getByRole('navigation', { name: toggleName });
    await expect(toggle.getByRole('link', { name: labels.toggle })).toHaveAttribute('aria-current', 'page');
    await toggle.getByRole('link', { name: projectLabels.toggle }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.researchProjects}$`));
  });

  test("a guide's source for an area behind View More opens that area", async ({ page }) => {
    const hidden = areas[areas.length - 1]!;
    expect(areas.length).toBeGreaterThan(3);
    await page.goto(ROUTES.home);
    const section = page.locator('#search-with-ai');
    await section.getByRole('searchbox', { name: home.aiSearch.heading }).fill(hidden.title);
    await section.getByRole('button', { name: GUIDE_MESSAGES.send }).click();
    await section.getByRole('list', { name: GUIDE_MESSAGES.guideName }).getByRole('link', { name: hidden.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.vedicResearch}#${hidden._id}$`));
    const card = page
      .getByRole('list', { name: 'Research areas' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: hidden.title }) });
    await expect(card).toBeInViewport();
    await expect(page.getByRole('button', { name: labels.viewLess })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('Research Projects', () => {
  test('Upcoming, Ongoing and Complete blocks list their projects with topic tags, and See More shows the rest', async ({
    page,
  }) => {
    await page.goto(ROUTES.researchProjects);
    await expect(page.getByRole('heading', { level: 1, name: projectsPage.banner.heading })).toBeVisible();
    for (const status of ['upcoming', 'ongoing', 'complete']) {
      const heading = projectsPage.statusHeadings[status].heading;
      const block = page.getByRole('region', { name: heading });
      const mine = projects.filter((project) => project.status === status);
      const list = block.getByRole('list', { name: `${heading} projects` });
      await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(Math.min(2, mine.length));
      await block.getByRole('button', { name: `${projectLabels.seeMore} ${heading} projects` }).click();
      for (const project of mine) {
        const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: project.heading }) });
        await expect(card).toBeVisible();
        for (const topic of deref(project.topics)) await expect(card.getByText(`#${topic.title}`)).toBeVisible();
      }
      await expect(block.getByRole('button', { name: `${projectLabels.seeLess} ${heading} projects` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
  });

  test('Join the Movement buttons and the panel chips go somewhere or say why not', async ({ page }) => {
    await page.goto(ROUTES.researchProjects);
    const join = page.getByRole('region', { name: projectsPage.joinIntro.heading });
    await join.getByRole('link', { name: 'Collaborate' }).click();
    await expect(page.locator('#open-positions')).toBeInViewport();
    const targets: Record<string, string> = {};
    for (const action of projectsPage.joinActions) targets[action.label] = action.href;
    await expect(join.getByRole('link', { name: 'Internship' })).toHaveAttribute('href', targets.Internship!);
    await join.getByRole('link', { name: 'Learn' }).click();
    await expect(page).toHaveURL(new RegExp(`${targets.Learn}$`));
    await page.goBack();
    await page.getByRole('region', { name: projectsPage.joinIntro.heading }).getByRole('link', { name: 'Contribute' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.donate}$`));
    await page.goBack();
    const chips = page.getByRole('list', { name: 'Categories' });
    for (const chip of projectsPage.panelChips) {
      if (chip.href) await expect(chips.getByRole('link', { name: chip.label })).toHaveAttribute('href', chip.href);
      else {
        await chips.getByRole('button', { name: chip.label }).click();
        await expect(chips.getByText(chip.note)).toBeVisible();
      }
    }
    await chips.getByRole('link', { name: 'Dialogue' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.dialogue}$`));
  });

  test('the topic search and popular topics filter the role cards; Apply writes to the institute', async ({ page }) => {
    await page.goto(ROUTES.researchProjects);
    const roles = page
      .getByRole('list', { name: 'Open positions' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(roles).toHaveCount(positions.length);
    await expect(page.getByText(projectLabels.positionsCount.replace('{count}', String(positions.length)))).toBeVisible();
    const topic = deref(projectsPage.popularTopics).find((t) => t.title === 'Mahabharata_Katha')!;
    const withTopic = positions.filter((p) => p.topics.some((ref: { _ref: string }) => ref._ref === topic._id));
    const chip = page.getByRole('group', { name: projectLabels.popularTopics }).getByRole('button', { name: topic.title });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(roles).toHaveCount(withTopic.length);
    await expect(
      page.getByText(
        projectLabels.positionsMatchCount
          .replace('{shown}', String(withTopic.length))
          .replace('{count}', String(positions.length)),
      ),
    ).toBeVisible();
    await expect(roles.first().getByRole('heading')).toHaveText(withTopic[0]!.roleTitle);
    await chip.click();
    await expect(roles).toHaveCount(positions.length);
    const topicSearch = page.getByRole('searchbox', { name: projectLabels.topicSearch });
    await expect(topicSearch).toHaveAttribute('placeholder', projectLabels.topicSearchPlaceholder);
    await topicSearch.fill('epigraphy');
    await expect(roles).toHaveCount(1);
    await topicSearch.fill('no such topic');
    await expect(page.getByText(projectLabels.noPositionsMatch)).toBeVisible();
    await topicSearch.fill('');
    const email = seedDoc('siteSettings').contactEmail;
    await expect(page.getByRole('link', { name: `${projectLabels.apply} for ${positions[0]!.roleTitle}` })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=${encodeURIComponent(projectLabels.applySubject.replace('{role}', positions[0]!.roleTitle))}`,
    );
    await page.getByRole('navigation', { name: toggleName }).getByRole('link', { name: labels.toggle }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.vedicResearch}$`));
  });

  test('the contact form validates and sends on both research pages', async ({ page }) => {
    await page.goto(ROUTES.researchProjects);
    await expect(contactForm(page).getByRole('heading', { name: projectsPage.contact.heading })).toBeVisible();
    await expectContactFormValidates(page);
    await page.goto(ROUTES.vedicResearch);
    await expectContactFormSends(page, 'Kiran Joshi');
  });
});

for (const path of [ROUTES.vedicResearch, ROUTES.researchProjects]) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(contactForm(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
