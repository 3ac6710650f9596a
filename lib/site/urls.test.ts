import { env } from './env';
import { absoluteHref, absoluteUrl } from './urls';

describe('absolute addresses', () => {
  it('join the site address and the page path', () => {
    expect(env.siteUrl).not.toMatch(/\/$/);
    expect(absoluteUrl('/projets')).toBe(`${env.siteUrl}/projets`);
    expect(absoluteUrl('/')).toBe(`${env.siteUrl}/`);
  });

  it('join the site address and an href that already has its base path', () => {
    expect(absoluteHref('/portfolio/_img/a-640.webp')).toBe(`${env.siteUrl}/portfolio/_img/a-640.webp`);
  });
});
