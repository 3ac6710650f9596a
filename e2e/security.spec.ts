import { expect, test } from '@playwright/test';
import { messages } from '@/lib/i18n/messages';
import { fill, SEND_FORM, sendButton, status } from './contact-form';
import { projectPath, titlesFor, usedTags, withMostImages } from './content';
import { expectInjectedScriptRefused, expectStrictPolicy, policyViolations } from './page-checks';

test.describe('the Content-Security-Policy', () => {
  // Every page of the site is checked on its load in every-page.spec.ts.
  test('the 404 page runs under its policy: its inline script shows the heading, an injected one does not run', async ({ page }) => {
    const violations = await policyViolations(page);
    await page.goto('projets/inconnu', { waitUntil: 'networkidle' });
    await expectStrictPolicy(page);
    // The page's own inline script picks the heading: it ran.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('fr').notFound.project.title);
    expect(await violations()).toEqual([]);
    await expectInjectedScriptRefused(page);
  });

  test('the filters, the carousel and the form still work under it', async ({ page }) => {
    await page.goto(`projets?tags=${usedTags[0]}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titlesFor({ tags: [usedTags[0]] }));
    await page.goto(projectPath(withMostImages.slug));
    await page.getByRole('button', { name: 'Image suivante' }).click();
    await expect(page.getByText(`Image 2 sur ${withMostImages.images.length}`)).toBeVisible();
    // The policy lets the EmailJS client load and post (connect-src), which a stricter one would block.
    await page.route(SEND_FORM, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await page.goto('contact');
    await fill(page, { user_name: 'Camille', user_email: 'camille@example.org', title: 'Stage', message: 'Bonjour' });
    await sendButton(page).click();
    await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
  });
});

test.describe('the server of npm start', () => {
  test('sends the security headers with every page', async ({ request }) => {
    for (const path of ['', projectPath(withMostImages.slug), 'page-inconnue']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.emailjs.com");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
