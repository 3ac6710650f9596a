import { expect, test, type Page } from '@playwright/test';
import { counterText, slidePosition } from '@/lib/browser/carousel';
import { caseStudySections } from '@/lib/content/case-study';
import { getCarouselVideo } from '@/lib/content/projects';
import { messages } from '@/lib/i18n/messages';
import { projectPath, projects, slideCount } from './content';
import { carouselCounter, escapeRegExp, nextImage, previousImage } from './site';

// A project's case study and its video slide, read from the content the site was built from.

/** Every heading a case study can have, in its order: those of a project that had every part. */
const everyPart = { contexte: '-', role: '-', duree: '-', choixTechniques: '-', resultat: '-', apprentissages: '-' };
const everyHeading = caseStudySections({ ...projects[0], ...everyPart }, 'fr').map((section) => section.heading);

const caseStudyHeadings = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .filter({ hasText: new RegExp(`^(?:${everyHeading.map(escapeRegExp).join('|')})$`) });

test.describe('the case study of a project', () => {
  for (const project of projects) {
    const sections = caseStudySections(project, 'fr');
    test(`/${projectPath(project.slug)} shows ${sections.length > 0 ? 'its case study, section by section, after the description' : 'no case study'}`, async ({
      page,
    }) => {
      await page.goto(projectPath(project.slug));
      const main = page.getByRole('main');
      await expect(caseStudyHeadings(page)).toHaveText(sections.map((section) => section.heading));
      for (const section of sections) {
        const region = main.getByRole('region', { name: section.heading, exact: true });
        for (const paragraph of section.paragraphs) await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
        await expect(region.getByRole('term')).toHaveText((section.figures ?? []).map((figure) => figure.libelle));
        await expect(region.getByRole('definition')).toHaveText((section.figures ?? []).map((figure) => figure.valeur));
      }
      if (sections.length === 0) return;
      const description = typeof project.descriptionLongue === 'string' ? project.descriptionLongue : project.descriptionLongue.at(-1)!;
      const first = caseStudyHeadings(page).first();
      const follows = await main
        .getByText(description, { exact: true })
        .evaluate((paragraph, heading) => Boolean(paragraph.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING), await first.elementHandle());
      expect(follows).toBe(true);
    });
  }
});

const withVideo = projects.find((project) => project.video);
const video = withVideo && getCarouselVideo(withVideo);
const slides = withVideo ? slideCount(withVideo) : 0;
/** What the counter says on each slide: "Vidéo" on the video's. */
const counterAt = (index: number) => counterText('fr', index, slides, index === video?.index ? 'video' : 'image');

test.describe('a video among the images', () => {
  test.skip(!withVideo, 'no project of the content has a video');

  const player = (page: Page) => page.getByRole('main').locator('video');
  const counter = (page: Page) => carouselCounter(page, slides);

  async function showVideo(page: Page) {
    for (let i = 0; i < video!.index; i += 1) await nextImage(page).click();
    await expect(counter(page)).toHaveText(counterAt(video!.index));
    await expect(player(page)).toBeVisible();
  }

  test('shows its poster, muted, with controls, never plays by itself and loads nothing before it is played', async ({ page }) => {
    // A visitor who asks for less motion gets no more: nothing moves until they press play.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const videoRequests: string[] = [];
    page.on('request', (request) => /\.(?:webm|mp4)$/i.test(new URL(request.url()).pathname) && videoRequests.push(request.url()));
    await page.goto(projectPath(withVideo!.slug));
    await expect(player(page)).toHaveAttribute('poster', video!.poster.src);
    await expect(player(page)).toHaveAttribute('preload', 'none');
    await expect(player(page)).not.toHaveAttribute('autoplay');
    await expect(player(page)).toHaveJSProperty('controls', true);
    await expect(player(page)).toHaveJSProperty('muted', true);
    await showVideo(page);
    await expect(player(page)).toHaveAccessibleName(messages('fr').carousel.videoLabel(withVideo!.titre, slidePosition('fr', video!.index, slides)));
    // Shown for a while, it stays at its poster.
    await page.waitForTimeout(1000);
    await expect(player(page)).toHaveJSProperty('paused', true);
    await expect(player(page)).toHaveJSProperty('currentTime', 0);
    expect(videoRequests).toEqual([]);
    const poster = await page.request.get(video!.poster.src);
    expect(poster.ok()).toBe(true);
  });

  test('serves the video and its captions', async ({ request }) => {
    for (const source of video!.sources) {
      const response = await request.get(source.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(source.type);
    }
    test.skip(!video!.captions, 'the video has no captions');
    const captions = await request.get(video!.captions!);
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
  });

  test('has French captions', async ({ page }) => {
    test.skip(!video!.captions, 'the video has no captions');
    await page.goto(projectPath(withVideo!.slug));
    const track = player(page).locator('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', 'fr');
    await expect(track).toHaveAttribute('src', video!.captions!);
  });

  test('plays when the visitor asks, and pauses when they move past it', async ({ page }) => {
    await page.goto(projectPath(withVideo!.slug));
    await showVideo(page);
    await player(page).evaluate((element: HTMLVideoElement) => element.play());
    await expect(player(page)).toHaveJSProperty('paused', false);
    await nextImage(page).click();
    await expect(counter(page)).toHaveText(counterAt((video!.index + 1) % slides));
    await expect(player(page)).toHaveJSProperty('paused', true);
  });

  test('the buttons move past the video and wrap, both ways', async ({ page }) => {
    await page.goto(projectPath(withVideo!.slug));
    await expect(counter(page)).toHaveText(counterAt(0));
    for (let i = 1; i <= slides; i += 1) {
      await nextImage(page).click();
      await expect(counter(page)).toHaveText(counterAt(i % slides));
    }
    for (let i = slides - 1; i >= 0; i -= 1) {
      await previousImage(page).click();
      await expect(counter(page)).toHaveText(counterAt(i));
    }
  });

  test('the arrow keys move past the video, and a focused video keeps them for its own controls', async ({ page }) => {
    await page.goto(projectPath(withVideo!.slug));
    await nextImage(page).focus();
    for (let i = 1; i <= slides; i += 1) {
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(counterAt(i % slides));
    }
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(counterAt(slides - 1));
    await showVideoByKeys(page);
    await player(page).focus();
    await expect(player(page)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(counterAt(video!.index));
    await expect(player(page)).toBeVisible();
  });

  /** From wherever the carousel is, arrow keys on its buttons until the video shows. */
  async function showVideoByKeys(page: Page) {
    await nextImage(page).focus();
    for (let i = 0; i < slides && (await counter(page).textContent()) !== counterAt(video!.index); i += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(counter(page)).toHaveText(counterAt(video!.index));
  }
});
