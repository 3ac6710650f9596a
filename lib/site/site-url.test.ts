import { missingSiteUrl, resolveSiteUrl } from './site-url';

describe('the site’s address', () => {
  it('is NEXT_PUBLIC_SITE_URL when set, on any host, without a final slash', () => {
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://exemple.fr/' })).toBe('https://exemple.fr');
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://exemple.fr', NETLIFY: 'true', URL: 'https://autre.netlify.app' })).toBe(
      'https://exemple.fr',
    );
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://exemple.fr', CF_PAGES: '1' })).toBe('https://exemple.fr');
  });

  it('is Netlify’s main address in every deploy context, never the preview’s own', () => {
    for (const CONTEXT of ['production', 'deploy-preview', 'branch-deploy']) {
      const source = { NETLIFY: 'true', CONTEXT, URL: 'https://alex.netlify.app', DEPLOY_PRIME_URL: 'https://deploy-preview-3--alex.netlify.app' };
      expect(resolveSiteUrl(source)).toBe('https://alex.netlify.app');
      expect(missingSiteUrl(source)).toBeUndefined();
    }
  });

  it('is Vercel’s production domain, with its scheme, in previews too', () => {
    for (const VERCEL_ENV of ['production', 'preview']) {
      const source = { VERCEL: '1', VERCEL_ENV, VERCEL_PROJECT_PRODUCTION_URL: 'alex.fr', VERCEL_URL: 'alex-3xz.vercel.app' };
      expect(resolveSiteUrl(source)).toBe('https://alex.fr');
    }
  });

  it('is not taken from Cloudflare Pages, which gives only each deployment’s address: the build stops', () => {
    const source = { CF_PAGES: '1', CF_PAGES_URL: 'https://3f2a.portfolio.pages.dev', CI: 'true' };
    expect(resolveSiteUrl(source)).toBeUndefined();
    expect(missingSiteUrl(source)).toMatch(/^Cloudflare Pages .* déclarez NEXT_PUBLIC_SITE_URL .* dans Settings → Environment variables/);
  });

  it('stops a build on Netlify or Vercel whose variables give none, naming where to declare it', () => {
    expect(missingSiteUrl({ NETLIFY: 'true' })).toContain('NEXT_PUBLIC_SITE_URL dans Site configuration → Environment variables');
    expect(missingSiteUrl({ VERCEL: '1' })).toContain('NEXT_PUBLIC_SITE_URL dans Settings → Environment Variables');
  });

  it('does not stop a local build, nor CI’s test builds (CI alone names no host)', () => {
    expect(resolveSiteUrl({})).toBeUndefined();
    expect(missingSiteUrl({})).toBeUndefined();
    expect(missingSiteUrl({ CI: 'true', GITHUB_ACTIONS: 'true' })).toBeUndefined();
  });
});
