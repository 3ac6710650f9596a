import { site } from '@/content/site';
import { absoluteUrl } from './urls';

describe('absolute addresses', () => {
  it('join the site address and the page path', () => {
    expect(site.url).not.toMatch(/\/$/);
    expect(absoluteUrl('/projets')).toBe(`${site.url}/projets`);
    expect(absoluteUrl('/')).toBe(`${site.url}/`);
  });
});
