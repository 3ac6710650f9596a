import { expect, test } from '@playwright/test';
import { projectPath, withMostImages } from './content';
import { allTypesRadio, expectFilterPanel, filterToggle, nextImage } from './site';

// Without JavaScript, controls that need it are visibly disabled rather than dead: the contact form
// cannot be submitted natively (its text would land in the URL). With it, the filter and the carousel
// work from the first paint (their scripts: projects.spec.ts and quality.spec.ts test that), the
// contact form once React runs (contact.spec.ts).
test('controls that need JavaScript are disabled without it, and enabled with it', async ({ browser }) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  await page.goto('contact');
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  // The filter toggle is a native disclosure: it opens without scripts, on choices that need them.
  await page.goto('projets');
  await expectFilterPanel(page, false);
  await filterToggle(page).click();
  await expectFilterPanel(page, true);
  await expect(allTypesRadio(page)).toBeDisabled();
  await page.goto(projectPath(withMostImages.slug));
  await expect(nextImage(page)).toBeDisabled();
  await withoutScripts.close();

  const withScripts = await browser.newPage();
  await withScripts.goto(projectPath(withMostImages.slug));
  await expect(nextImage(withScripts)).toBeEnabled();
  await withScripts.close();
});
