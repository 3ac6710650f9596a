import { expect, test, type APIResponse } from '@playwright/test';
import { parse } from 'parse5';
import { attribute, elements } from '@/lib/build/html-tree';
import { counterText } from '@/lib/browser/carousel';
import { messages } from '@/lib/i18n/messages';
import { fill, SEND_FORM, sendButton, status } from './contact-form';
import { projectPath, routes, titlesFor, usedTags, withMostImages } from './content';
import { expectInjectedScriptRefused, expectStrictPolicy, policyViolations } from './page-checks';
import { nextImage } from './site';

/** A policy's directives, by name: the same policy however its directives are ordered. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== '')
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );

/** The response's Content-Security-Policy headers, each policy apart (a comma separates two policies, both enforced). */
const headerPolicies = (response: APIResponse) => (response.headers()['content-security-policy'] ?? '').split(',').map((policy) => policy.trim());

/** The policy of the page's <meta>. */
async function metaPolicy(response: APIResponse): Promise<string> {
  const meta = [...elements(parse(await response.text()))].find(
    (element) => element.tagName === 'meta' && attribute(element, 'http-equiv') === 'Content-Security-Policy',
  );
  return meta ? (attribute(meta, 'content') ?? '') : '';
}

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
    await nextImage(page).click();
    await expect(page.getByText(counterText('fr', 1, withMostImages.images.length))).toBeVisible();
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

  test('sends every page, and an unknown address, one site-wide policy, which the page’s <meta> completes with its own hashes', async ({ request }) => {
    for (const [path, status] of [...routes.map((route) => [route.path, 200] as const), ['projets/inconnu', 404] as const]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const policies = headerPolicies(response);
      expect(policies, path).toHaveLength(1);
      const header = directives(policies[0]);
      // Framing, which only a header can forbid; nothing that decides which inline code runs.
      expect(header['frame-ancestors'], path).toBe("'none'");
      for (const name of ['default-src', 'script-src', 'style-src']) expect(header[name], path).toBeUndefined();
      const pagePolicy = await metaPolicy(response);
      const meta = directives(pagePolicy);
      expect(meta['script-src'], path).toMatch(/^'self' 'sha256-/);
      expect(meta['style-src'], path).toMatch(/^'self' 'sha256-/);
      expect(`${policies[0]}; ${pagePolicy}`, path).not.toContain('unsafe-inline');
      // The rest of the header's policy, the page's says too.
      for (const [name, sources] of Object.entries(header)) if (name !== 'frame-ancestors') expect(meta[name], `${path} ${name}`).toBe(sources);
    }
  });
});
