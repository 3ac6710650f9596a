import { expect, test } from '@playwright/test';
import { fill, SEND_FORM, sendButton, status } from './contact-form';
import { projectPath, titlesFor, usedTags, withMostImages } from './content';
import { routes } from './site';

// The 404 page's heading comes from its own inline script: it shows only if the policy lets it run.
const pages = [...routes, { path: 'projets/inconnu', h1: 'Projet introuvable' }];

test.describe('the Content-Security-Policy', () => {
  for (const route of pages) {
    test(`/${route.path} runs under its policy without a violation, its links out opening apart`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(route.path, { waitUntil: 'networkidle' });
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
      expect(policy).not.toContain('unsafe-inline');
      // The page hydrated: its scripts were allowed.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      // And the policy bites: an injected inline script does not run.
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
        return (window as unknown as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      // Links that leave the site open in a new tab, telling the other site nothing of this one.
      for (const link of await page.locator('a[href^="http"]').all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });
  }

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
