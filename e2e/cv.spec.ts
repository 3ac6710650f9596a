import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { cv as cvSource } from '@/content/cv';
import { palette } from '@/content/palette';
import { normalHex } from '@/lib/content/colours';
import { siteJsonResume } from '@/lib/build/json-resume';
import { availabilityFacts, getCv, jsonResumePath } from '@/lib/content/cv';
import { inLocale } from '@/lib/content/localized';
import { getProfile } from '@/lib/content/owner';
import { getProjects, getTechnologies } from '@/lib/content/projects';
import { languageTags } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, projectPath as localProjectPath } from '@/lib/i18n/routes';
import { siteLocales } from '@/lib/site/languages';
import { pdfColours } from '@/lib/test/drawn-colours';
import { jsonResumeErrors } from '@/lib/test/json-resume-schema';
import { elements, readTaggedPdf } from '@/lib/test/tagged-pdf';
import { hasEnglish, profile, skills } from './content';
import { expectAvailability } from './page-checks';

// Every expectation comes from content/ and the messages: the owner's own CV passes the same tests.
const cvContent = inLocale(cvSource, 'fr');
const file = getCv('fr').file;
const DOWNLOAD = messages('fr').cv.download;
const titles = messages('fr').cv.sections;

/** The PDF as a reader sees it: pages, text (whitespace collapsed) and the addresses of its links. */
async function readPdf(data: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: true });
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const annotations = await (await pdf.getPage(number)).getAnnotations();
    for (const annotation of annotations) if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
  }
  return { pages: pdf.numPages, text: text.replace(/\s+/g, ' '), links };
}

test.describe('the /cv page', () => {
  test('shows every section of the CV from the content @navigation', async ({ page, baseURL }) => {
    await page.goto('cv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CV');
    const sheet = page.getByRole('article');
    for (const text of [profile.name, profile.jobTitle, profile.recherche, profile.localisation]) {
      await expect(sheet).toContainText(text);
    }
    await expectAvailability(sheet);
    await expect(sheet.getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);
    await expect(sheet.locator(`a[href="${profile.linkedin}"]`)).toBeVisible();
    await expect(sheet.locator(`a[href="${profile.github}"]`)).toBeVisible();

    const projects = getProjects('fr');
    const skillLabels = new Set(skills.map((skill) => skill.technologie));
    const otherTechnologies = getTechnologies().filter((technology) => !skillLabels.has(technology.label));
    const formations = cvContent.formations ?? [];
    const experiences = cvContent.experiences ?? [];
    const expectedTitles = [
      profile.biographie.length > 0 && titles.profile,
      formations.length > 0 && titles.education,
      experiences.length > 0 && titles.experience,
      projects.length > 0 && titles.projects,
      titles.skills,
      profile.passions.length > 0 && titles.passions,
    ].filter(Boolean);
    await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(expectedTitles as string[]);

    const region = (name: string) => sheet.getByRole('region', { name });
    for (const paragraph of profile.biographie) await expect(region(titles.profile)).toContainText(paragraph);
    for (const { diplome, ecole } of formations) {
      await expect(region(titles.education).getByRole('heading', { level: 3, name: diplome })).toContainText(ecole);
    }
    for (const { poste, entreprise } of experiences) {
      await expect(region(titles.experience).getByRole('heading', { level: 3, name: poste })).toContainText(
        entreprise,
      );
    }
    for (const project of projects) {
      const link = region(titles.projects).getByRole('link', { name: project.titre, exact: true });
      const href = await link.getAttribute('href');
      expect(new URL(href!, page.url()).pathname).toBe(new URL(`projets/${project.slug}`, baseURL).pathname);
      for (const text of [project.descriptionCourte, project.date, project.tags.join(' · ')]) {
        await expect(region(titles.projects)).toContainText(text);
      }
    }
    for (const skill of skills) {
      await expect(region(titles.skills).getByRole('term').filter({ hasText: skill.technologie })).toHaveCount(1);
      await expect(region(titles.skills)).toContainText(skill.infobulle);
    }
    for (const technology of otherTechnologies) await expect(region(titles.skills)).toContainText(technology.label);
    for (const passion of profile.passions) await expect(region(titles.passions)).toContainText(passion);
  });

  test("a project of the CV leads to the project's page @navigation", async ({ page }) => {
    const [project] = getProjects('fr');
    await page.goto('cv');
    await page.getByRole('region', { name: titles.projects }).getByRole('link', { name: project.titre, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.titre);
  });

  test('the footer leads to the CV @navigation', async ({ page }) => {
    await page.goto('contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'CV', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CV');
  });

  test('prints the sheet alone, on one or two A4 pages', async ({ page }) => {
    await page.goto('cv');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: DOWNLOAD })).toBeHidden();
    await expect(page.getByRole('article')).toContainText(profile.name);
    const { pages, text } = await readPdf(await page.pdf({ preferCSSPageSize: true }));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(profile.name);
  });
});

test.describe('the PDF', () => {
  for (const [name, path] of [
    ['home', ''],
    ['about', 'a_propos'],
    ['CV', 'cv'],
  ]) {
    test(`the ${name} page offers it, served as application/pdf @navigation`, async ({ page, request }) => {
      await page.goto(path);
      const link = page.getByRole('link', { name: DOWNLOAD, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('download', file.name);
      const response = await request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  }

  test('downloads under the owner’s name @navigation', async ({ page }) => {
    await page.goto('cv');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: DOWNLOAD, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.name);
  });

  for (const locale of siteLocales) {
    const cv = getCv(locale);
    const owner = getProfile(locale);

    test(`in ${locale}: tagged for screen readers, marked, in its language, the name its first heading`, async ({ request }) => {
      test.skip(Boolean(cvContent.pdf), "the owner's own PDF is served as it is");
      const tagged = await readTaggedPdf(new Uint8Array(await (await request.get(cv.file.name)).body()));
      expect(tagged).toMatchObject({ marked: true, language: languageTags[locale], unmarked: '' });
      const headings = tagged.pages.flatMap((tree) => (tree ? elements(tree) : [])).filter((node) => /^H\d$/.test(node.role));
      expect(headings[0]).toMatchObject({ role: 'H1', text: owner.name });
      expect(headings.filter((node) => node.role === 'H2').map((node) => node.alt)).toEqual(cv.sections.map((section) => section.title));
      // Each link says what it leads to (/Contents), as PDF/UA asks.
      expect(tagged.links.length).toBeGreaterThan(0);
      for (const link of tagged.links) expect(link.contents.trim(), link.url).not.toBe('');
    });

    test(`in ${locale}: the CV of the content, one page, selectable text, working links @navigation`, async ({ request, baseURL }) => {
      test.skip(Boolean(cvContent.pdf), "the owner's own PDF is served as it is");
      const { pages, text, links } = await readPdf(await (await request.get(cv.file.name)).body());
      expect(pages).toBe(1);
      const facts = availabilityFacts(owner.disponibilite, locale).map((fact) => fact.text);
      const expectedTexts = [owner.name, owner.jobTitle, owner.email, ...facts, ...getProjects(locale).map((p) => p.titre)];
      for (const expected of expectedTexts) expect(text).toContain(expected);
      for (const section of cv.sections) expect(text.toLowerCase()).toContain(section.title.toLowerCase());
      expect(links).toEqual(expect.arrayContaining([`mailto:${owner.email}`, owner.linkedin, owner.github]));
      // Links to the site carry its public address (NEXT_PUBLIC_SITE_URL), the base path and the language.
      const paths = links.filter((link) => link.startsWith('http')).map((link) => new URL(link).pathname);
      expect(paths).toContain(new URL(pagePath(locale, { page: 'home' }).slice(1), baseURL).pathname);
      for (const project of getProjects(locale)) {
        expect(paths).toContain(new URL(localProjectPath(locale, project.slug).slice(1), baseURL).pathname);
      }
    });

    test(`in ${locale}: drawn in the light theme of the palette @navigation`, async ({ request }) => {
      test.skip(Boolean(cvContent.pdf), "the owner's own PDF is served as it is");
      const drawn = pdfColours(await (await request.get(cv.file.name)).body());
      const { text, textMuted, primary, accent, border } = palette.light;
      expect([...drawn.fill].sort()).toEqual([...new Set([text, textMuted, primary, accent].map(normalHex))].sort());
      expect([...drawn.stroke].sort()).toEqual([...new Set([primary, border].map(normalHex))].sort());
    });
  }
});

test.describe('the JSON Resume', () => {
  for (const locale of siteLocales) {
    const file = jsonResumePath(locale).slice(1);
    const words = messages(locale).cv.jsonResume;

    test(`in ${locale}: the CV page links to it and announces it in its head @navigation`, async ({ page, baseURL }) => {
      await page.goto(pagePath(locale, { page: 'cv' }).slice(1));
      const link = page.getByRole('link', { name: words.link, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('type', 'application/json');
      const expected = new URL(file, baseURL).href;
      expect(new URL((await link.getAttribute('href'))!, page.url()).href).toBe(expected);
      const alternate = page.locator('head link[rel="alternate"][type="application/json"]');
      await expect(alternate).toHaveCount(1);
      await expect(alternate).toHaveAttribute('title', words.title(getProfile(locale).name));
      // Absolute, at the site's public address (metadataBase), which this server's need not be.
      expect(new URL((await alternate.getAttribute('href'))!).pathname).toBe(new URL(expected).pathname);
    });

    test(`in ${locale}: served as JSON, valid against the JSON Resume schema, the CV of the content @navigation`, async ({ request, baseURL }) => {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      const served = await response.json();
      expect(jsonResumeErrors(served)).toEqual([]);
      // Its addresses carry the site's public address and the base path (the build's, not this server's).
      expect(new URL(served.meta.canonical).pathname).toBe(new URL(file, baseURL).pathname);
      expect(new URL(served.basics.url).pathname).toBe(new URL(pagePath(locale, { page: 'home' }).slice(1), baseURL).pathname);
      // Then it is the mapping of the content, whatever the address the build gave the site.
      const mapped = siteJsonResume(locale);
      const [builtOrigin, servedOrigin] = [mapped, served].map((resume) => new URL(resume.meta.canonical).origin);
      expect(served).toEqual(JSON.parse(JSON.stringify(mapped).replaceAll(builtOrigin, servedOrigin)));
      expect(served.basics.name).toBe(getProfile(locale).name);
    });
  }

  test('a site in French only writes none in English @french-only', async ({ request }) => {
    test.skip(hasEnglish, 'the site is built with its English version');
    expect((await request.get(jsonResumePath('en').slice(1))).status()).toBe(404);
  });
});
