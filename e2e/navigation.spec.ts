import { expect, test } from '@playwright/test';
import { routes } from './site';

test.describe('every page', () => {
  for (const route of routes) {
    test(`/${route.path} loads directly and after a reload @navigation`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole('contentinfo')).toHaveCount(route.footer ? 1 : 0);
    });
  }

  test('home shows who, what and the way in @navigation', async ({ page }) => {
    await page.goto('');
    await expect(page.getByText('Developpeur Web', { exact: true })).toBeVisible();
    await expect(page.getByText(/stage.*avril 2026/)).toBeVisible();
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
    await expect(footer.getByText('Alex Exemple', { exact: true })).toBeVisible();
    await expect(footer.getByText('Stage dès avril 2026')).toBeVisible();
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /GitHub/ })).toBeVisible();
    const links = footer.getByRole('navigation').getByRole('link');
    await expect(links).toHaveText(['Accueil', 'Projets', 'À propos', 'CV', 'Contact', 'Mentions légales']);
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer).toContainText(`© ${year} Alex Exemple`);
    await links.filter({ hasText: 'À propos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos');
  });

  test('the copyright follows the visitor’s clock, not the build’s @navigation', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00'));
    await page.goto('contact');
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 Alex Exemple');
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
    ]);
    await expect(page.getByText('Dernière mise à jour : 22/10/2025')).toBeVisible();
  });

  test('the about page shows the photo, the alias, the 8 skills and the passions @navigation', async ({ page }) => {
    await page.goto('a_propos');
    await expect(page.getByRole('img', { name: "Portrait d'Alex Exemple" })).toBeVisible();
    await expect(page.getByText('@alex.dev')).toBeVisible();
    const skills = page.getByRole('region', { name: 'Compétences' }).getByRole('link');
    await expect(skills).toHaveCount(8);
    await skills.first().hover();
    await expect(page.getByRole('tooltip', { name: /Structure sémantique/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passions' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alex Exemple');
  });

  test('the contact page links to the profiles and the mailbox @navigation', async ({ page }) => {
    await page.goto('contact');
    const aside = page.getByRole('complementary');
    await expect(aside.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin/);
    await expect(aside.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', /github/);
    await expect(aside.getByRole('link', { name: /@example\.org/ })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('following links', () => {
  test('keeps every page styled and within its security policy @navigation', async ({ page }) => {
    // Each page's policy allows its own inline CSS only: a page must never receive another's.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('');
    await page.getByRole('navigation').getByRole('link', { name: 'Projets' }).click();
    const card = page.getByRole('article').filter({ hasText: 'Niltiplication' });
    await expect(card).toHaveCSS('border-top-left-radius', '20px');
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niltiplication');
    await expect(page.getByRole('region', { name: /Images du projet/ })).toHaveCSS('max-width', '420px');
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(card).toHaveCSS('border-top-left-radius', '20px');
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByLabel('Message')).toHaveCSS('resize', 'vertical');
    expect(violations).toEqual([]);
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
  test('answers 404 with the French page and ways back @navigation', async ({ page }) => {
    const response = await page.goto('cette-page-nexiste-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await page.getByRole('link', { name: "Revenir à l'accueil" }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alex Exemple');
  });

  test('under /projets says "Projet introuvable" and leads back to the list @navigation', async ({ page }) => {
    const response = await page.goto('projets/projet-inconnu');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projet introuvable');
    await page.getByRole('link', { name: 'Voir tous les projets' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projets');
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
