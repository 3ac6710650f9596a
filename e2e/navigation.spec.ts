import { expect, test, type Page } from '@playwright/test';
import { CONTROL_SCRIPT_ATTRIBUTE, scriptFileName } from '@/lib/browser/control-scripts';
import { navigation as pagesIn } from '@/lib/site/navigation';
import { audience } from '@/lib/site/audience';
import { serviceWorkerOn } from '@/lib/site/service-worker';
import { messages } from '@/lib/i18n/messages';
import { profile, projects, skills, slideCount, technologies, titlesFor, usedTags } from './content';
import { expectAvailability, expectHydrated, policyViolations } from './page-checks';
import { allTypesRadio, carouselCounter, carouselRegion, escapeRegExp, filterToggle, historyBack, nextImage, pathPattern, slideAt } from './site';

const navigation = pagesIn('fr');

test.describe('every page', () => {
  test('home shows who, what, from when and the way in @navigation', async ({ page }) => {
    await page.goto('');
    await expect(page.getByText(profile.jobTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(profile.recherche)).toBeVisible();
    await expectAvailability(page.getByRole('main'));
    const nav = page.getByRole('navigation');
    for (const name of ['Projets', 'À propos', 'Contact']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Projets' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projets');
  });

  test('the footer holds identity, badges, icons, the links and the current year @navigation', async ({ page }) => {
    await page.goto('mentions-legales');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(profile.name, { exact: true })).toBeVisible();
    for (const badge of profile.badges) await expect(footer.getByText(badge.label)).toBeVisible();
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /GitHub/ })).toBeVisible();
    const links = footer.getByRole('navigation').getByRole('link');
    await expect(links).toHaveText(navigation.map((entry) => entry.label));
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer).toContainText(`© ${year} ${profile.name}`);
    await links.filter({ hasText: 'À propos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos');
  });

  test('the copyright follows the visitor’s clock, not the build’s @navigation', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00'));
    await page.goto('contact');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${profile.name}`);
  });

  test('the legal notice has its eight sections and its date @navigation', async ({ page }) => {
    await page.goto('mentions-legales');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Éditeur du site',
      'Hébergement',
      'Propriété intellectuelle',
      'Responsabilité',
      'Liens externes',
      'Accessibilité',
      'Modification',
      'Informations complémentaires',
      // Only when the owner measures the audience (content/site.ts).
      ...(audience ? [messages('fr').audience.title] : []),
    ]);
    await expect(page.getByText('Dernière mise à jour : 22/10/2025')).toBeVisible();
  });

  test('the about page shows the photo, the alias, the availability, the 8 skills and the passions @navigation', async ({
    page,
  }) => {
    await page.goto('a_propos');
    await expect(page.getByRole('img', { name: profile.photoAlt })).toBeVisible();
    await expect(page.getByText(`@${profile.alias}`)).toBeVisible();
    await expectAvailability(page.getByRole('main'));
    const skillLinks = page.getByRole('region', { name: 'Compétences' }).getByRole('link');
    // Each name is followed by "(nouvel onglet)" for screen readers.
    await expect(skillLinks).toHaveText(skills.map((skill) => new RegExp(`^${escapeRegExp(skill.technologie)}`)));
    await skillLinks.first().hover();
    await expect(page.getByRole('tooltip', { name: skills[0].infobulle })).toBeVisible();
    for (const passion of profile.passions) await expect(page.getByText(passion, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passions' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name);
  });

  test('the contact page links to the profiles and the mailbox @navigation', async ({ page }) => {
    await page.goto('contact');
    const aside = page.getByRole('complementary');
    await expect(aside.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', profile.linkedin);
    await expect(aside.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', profile.github);
    await expect(aside.getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);
  });
});

test.describe('following links', () => {
  test('home → list → project → Back → another project → contact: every page styled and working, within its policy, the filters kept @navigation', async ({
    page,
  }) => {
    // Navigation brings each page's styles into the one on screen, whose policy must allow them.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    // The home page carries neither the filter's script nor the carousel's: each comes, once, when
    // navigation first brings its control, and the control works.
    const controlScriptElements = () =>
      page.locator(`script[${CONTROL_SCRIPT_ATTRIBUTE}]`).evaluateAll((scripts, name) => scripts.map((script) => script.getAttribute(name)), CONTROL_SCRIPT_ATTRIBUTE);
    const heading = page.getByRole('heading', { level: 1 });
    const cardOf = (title: string) =>
      page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const tagButton = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(usedTags[0])} \\(`) });
    const [first, ...others] = titlesFor({ tags: [usedTags[0]] }).map((title) => projects.find((p) => p.titre === title)!);
    const other = projects.find((project) => project !== first)!;

    await page.goto('');
    expect(await controlScriptElements()).toEqual([]);
    await page.getByRole('navigation').getByRole('link', { name: 'Projets' }).click();
    await expect(heading).toHaveText('Projets');
    await filterToggle(page).click();
    // The owner's colours came with the list: the home page has no tag to colour.
    const { borderColor } = technologies.find((technology) => technology.label === usedTags[0])!;
    expect(await tagButton.evaluate((button) => getComputedStyle(button).getPropertyValue('--tech-border').trim())).toBe(borderColor);
    await tagButton.click();
    await expect(page).toHaveURL(pathPattern('projets', `?tags=${usedTags[0]}`));
    await expect(cardOf(first.titre)).toHaveCSS('border-top-left-radius', '20px');

    await cardOf(first.titre).getByRole('link').click();
    await expect(heading).toHaveText(first.titre);
    await expect(carouselRegion(page, first.titre)).toHaveCSS('max-width', '420px');
    const slides = slideCount(first);
    if (slides > 1) {
      const counter = carouselCounter(page, slides);
      await expect(counter).toHaveText(slideAt(0, slides));
      await nextImage(page).click();
      await expect(counter).toHaveText(slideAt(1, slides));
    }

    await historyBack(page);
    await expect(heading).toHaveText('Projets');
    await expect(tagButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([first, ...others].map((p) => p.titre));
    await expect(cardOf(first.titre)).toHaveCSS('border-top-left-radius', '20px');

    if (!others.includes(other)) await page.getByRole('button', { name: messages('fr').projectList.reset }).click();
    await cardOf(other.titre).getByRole('link').click();
    await expect(heading).toHaveText(other.titre);
    await expect(carouselRegion(page, other.titre)).toHaveCSS('max-width', '420px');

    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(heading).toHaveText('Contact');
    await expect(page.getByLabel('Message')).toHaveCSS('resize', 'vertical');
    expect(violations).toEqual([]);
    expect(await controlScriptElements()).toEqual([first, other].some((project) => slideCount(project) > 1) ? ['filter', 'carousel'] : ['filter']);
  });
});

/** A project card's link on the list, found by the project's title. */
function cardLink(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('link');
}

test.describe('prefetching', () => {
  test('asks for nothing while the list loads, and for a project once the pointer is over its card @navigation', async ({
    page,
  }) => {
    // Next's navigation data: the .txt files next to each page of the export.
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.txt')) asked.push(pathname);
    });
    await page.goto('projets', { waitUntil: 'networkidle' });
    // Hydrated (the filter's choices work), then a moment for any prefetch Next would schedule.
    await expect(allTypesRadio(page, { includeHidden: true })).toBeEnabled();
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    const [first] = projects;
    await cardLink(page, first.titre).hover();
    await expect.poll(() => asked.some((pathname) => pathname.includes(`/projets/${first.slug}`))).toBe(true);
  });

  // Not under a base path (@navigation): Next 16.4.6 learns routes from addresses with the base path
  // still on, so there it never predicts one and asks for the page and its route tree first, as before.
  test('a finger down on a card asks for its project alone once Next knows a project route', async ({ page }) => {
    test.skip(projects.length < 2, 'needs two projects');
    // Every request of Next's navigation data for a project: its page (the HEAD that checks it), route tree and segments.
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/projets/')) asked.push(`${request.method()} ${pathname}`);
    });
    await page.goto('projets', { waitUntil: 'networkidle' });
    await expect(allTypesRadio(page, { includeHidden: true })).toBeEnabled();
    const [first, second] = projects;
    // A first intent: Next learns the project route from the first project's route tree.
    const firstSegment = page.waitForResponse((response) => {
      const { pathname } = new URL(response.url());
      return pathname.includes(`/projets/${first.slug}/`) && pathname.includes('__PAGE__');
    });
    await cardLink(page, first.titre).focus();
    await firstSegment;
    asked.length = 0;
    await cardLink(page, second.titre).dispatchEvent('touchstart');
    await expect.poll(() => asked.some((request) => request.includes(`/projets/${second.slug}/`))).toBe(true);
    // A moment for anything else the prefetch would ask.
    await page.waitForTimeout(500);
    // One request, at once: the project's own segment, its route predicted from the first one's
    // (a slug declared closed with `dynamicParams = false` would ask for the page and its route tree first).
    expect(asked).toEqual([expect.stringMatching(new RegExp(`^GET .*/projets/${second.slug}/[^/]*__PAGE__\\.txt$`))]);
  });
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test.skip(!serviceWorkerOn, 'the owner switched the service worker off (content/site.ts)');

  test('the first tap on a card opens the project with the content its finger down started, asked for once @navigation', async ({
    page,
  }) => {
    const [first] = projects;
    const content = new RegExp(`/projets/${escapeRegExp(first.slug)}\\.txt$`);
    // Every answer for the project's content that came from the server, to the service worker's requests too.
    const fromNetwork: string[] = [];
    page.context().on('response', (response) => {
      const url = new URL(response.url());
      if (content.test(url.pathname) && !response.fromServiceWorker()) fromNetwork.push(url.search);
    });
    // The navigation's own request for it (cache-busting `_rsc`), and where its answer came from.
    const isNavigation = (url: URL) => content.test(url.pathname) && url.searchParams.has('_rsc');
    const navigationAsks = page.waitForRequest((request) => isNavigation(new URL(request.url())));
    const navigation = page.waitForResponse((response) => isNavigation(new URL(response.url())));
    await page.goto('projets', { waitUntil: 'networkidle' });
    // Next's links handle the tap once React has hydrated them; the site's service worker, registered
    // once the list has loaded, serves the page from then on.
    await expectHydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // On a phone, the finger lifts before the route tree the intent asked for has come (a round trip
    // after the page's HEAD): the navigation then asks for the project's whole content. Here the tree
    // waits for that request.
    await page.context().route((url) => url.pathname.endsWith('/__next._tree.txt'), async (route) => {
      await navigationAsks;
      await route.continue();
    });
    // The finger down: Next's HEAD, at which the worker starts the project's content.
    const workerStarts = page
      .context()
      .waitForEvent('request', (request) => request.serviceWorker() !== null && content.test(new URL(request.url()).pathname));
    const card = cardLink(page, first.titre);
    await card.dispatchEvent('touchstart');
    await workerStarts;
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: first.titre })).toBeVisible();
    expect((await navigation).fromServiceWorker()).toBe(true);
    // From the network, only the worker's request, started at the finger down (no cache-busting parameter).
    expect(fromNetwork).toEqual(['']);
  });
});

test.describe('the service worker, switched off', () => {
  test.use({ serviceWorkers: 'allow' });
  test.skip(serviceWorkerOn, 'the site keeps its service worker (content/site.ts)');

  test('no page registers one, and a returning visitor’s is removed at its next update @navigation', async ({ page }) => {
    const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    await page.goto('projets', { waitUntil: 'load' });
    // The navigation script would register it once the page has loaded, in the idle task before the one
    // that fetches the carousel's code (lib/browser/page-scripts/navigation.ts): once that code has come,
    // a registration would have started.
    await page.waitForFunction(
      (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
      `/${scriptFileName('carousel')}`,
    );
    await page.waitForTimeout(500);
    expect(await registrations()).toBe(0);

    // A visitor from before the switch has a registration at the worker's address: the browser's update
    // check fetches what is served there now, which takes over and unregisters.
    await page.evaluate(() => navigator.serviceWorker.register(new URL('service-worker.js', document.baseURI).href));
    await expect.poll(registrations).toBe(0);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projets');
  });
});

test.describe('the local server (npm start)', () => {
  test('redirects a trailing slash to the clean address, base path included @navigation', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('projets/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(new URL('projets', baseURL).pathname);
  });
});

test.describe('an unknown address', () => {
  // The 404 page is a root layout of its own: its links load the whole page they lead to, under that
  // page's policy (the 404's allows no other page's styles, lib/build/finalize-html.ts).
  test('answers 404 with the French page and ways back @navigation', async ({ page }) => {
    const violations = await policyViolations(page);
    const response = await page.goto('cette-page-nexiste-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await page.getByRole('link', { name: "Revenir à l'accueil" }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name);
    expect(await violations()).toEqual([]);
  });

  test('under /projets says "Projet introuvable" and leads back to the list @navigation', async ({ page }) => {
    const violations = await policyViolations(page);
    const response = await page.goto('projets/projet-inconnu');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projet introuvable');
    await page.getByRole('link', { name: messages('fr').notFound.allProjects }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projets');
    expect(await violations()).toEqual([]);
  });

  test('shows the right message before any of Next\'s scripts runs @navigation', async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('projets/projet-inconnu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projet introuvable');
    await expect(page.getByText("Ce projet n'existe pas ou a été retiré du portfolio.")).toBeVisible();
    await page.goto('cette-page-nexiste-pas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByText("Ce projet n'existe pas")).toBeHidden();
  });
});
