import { projects } from '@/content/projects';
import { getProjectBySlug, getProjectParams } from './projects';
import { inLocale } from './localized';

// The image manifest is written by the build (scripts/build-images.mts); these accessors don't need it.
jest.mock('./site-images', () => ({ getImage: jest.fn() }));

describe('the project accessors', () => {
  it('give one static route per project', () => {
    expect(getProjectParams()).toEqual(projects.map(({ slug }) => ({ slug })));
  });

  it('find a project by its slug, and nothing for an unknown one', () => {
    expect(getProjectBySlug(projects[0].slug, 'fr')).toEqual(inLocale(projects[0], 'fr'));
    expect(getProjectBySlug('inconnu', 'fr')).toBeUndefined();
  });
});
