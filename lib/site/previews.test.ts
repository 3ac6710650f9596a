import { getProfile, getSkills } from '@/lib/content/owner';
import { getProjects } from '@/lib/content/projects';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePaths, type PageKey } from '@/lib/i18n/routes';
import { MAX_PREVIEW_TAGS } from './preview-layout';
import { previewContent, previewPath } from './previews';

const shared = (Object.keys(pagePaths.fr) as PageKey[]).filter((page) => page !== 'cv');

describe('where a page’s link preview is', () => {
  it('keeps the French previews where they were', () => {
    for (const page of shared) expect(previewPath('fr', { page })).toBe('/apercu.png');
    expect(previewPath('fr', { page: 'cv' })).toBe('/cv/apercu.png');
    expect(previewPath('fr', { page: 'project', slug: 'demo' })).toBe('/projets/demo/apercu.png');
  });

  it('puts the English previews under /en, beside their pages', () => {
    for (const page of shared) expect(previewPath('en', { page })).toBe('/en/apercu.png');
    expect(previewPath('en', { page: 'cv' })).toBe('/en/cv/apercu.png');
    expect(previewPath('en', { page: 'project', slug: 'demo' })).toBe('/en/projects/demo/apercu.png');
  });
});

describe('what a link preview says', () => {
  for (const locale of locales) {
    const { previewKicker } = messages(locale).seo;
    const profile = getProfile(locale);
    const owner = { name: profile.name, jobTitle: profile.jobTitle };

    it(`names the owner and the internship sought on the site’s preview, in ${locale}`, () => {
      expect(previewContent(locale, { page: 'home' })).toEqual({ kicker: previewKicker.site, title: profile.name, subtitle: profile.recherche, owner });
    });

    it(`shows the first skills on the CV’s preview, in ${locale}`, () => {
      const skills = getSkills(locale).slice(0, MAX_PREVIEW_TAGS).map((skill) => skill.technologie);
      expect(previewContent(locale, { page: 'cv' })).toEqual({ kicker: previewKicker.cv, title: profile.name, subtitle: profile.recherche, tags: skills, owner });
    });

    it(`shows a project’s type, title, date and technologies, in ${locale}`, () => {
      for (const project of getProjects(locale)) {
        expect(previewContent(locale, { page: 'project', slug: project.slug })).toEqual({
          kicker: previewKicker.project[project.type],
          title: project.titre,
          subtitle: project.date,
          tags: project.tags,
          owner,
        });
      }
    });
  }

  it('has nothing to say about a project that does not exist', () => {
    expect(previewContent('fr', { page: 'project', slug: 'introuvable-' })).toBeUndefined();
  });
});
