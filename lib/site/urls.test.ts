import { env } from './env';
import { absoluteUrl } from './urls';

describe('absolute addresses', () => {
  it('join the site address and the page path', () => {
    expect(env.siteUrl).not.toMatch(/\/$/);
    expect(absoluteUrl('/projets')).toBe(`${env.siteUrl}/projets`);
    expect(absoluteUrl('/')).toBe(`${env.siteUrl}/`);
  });
});
