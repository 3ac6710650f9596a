/**
 * @jest-environment node
 */
import { cv as cvContent } from '@/content/cv';
import { getCv, jsonResumePath } from '@/lib/content/cv';
import { inLocale } from '@/lib/content/localized';
import { getProfile } from '@/lib/content/owner';
import { getProjects } from '@/lib/content/projects';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { siteLocales } from '@/lib/site/languages';
import { absoluteUrl } from '@/lib/site/urls';
import { cvSource, owner, project } from '@/lib/test/cv-fixtures';
import { jsonResumeErrors } from '@/lib/test/json-resume-schema';
import { JSON_RESUME_SCHEMA, jsonResume, profileUsername, siteJsonResume } from './json-resume';

describe('a CV as JSON Resume', () => {
  const resume = jsonResume(cvSource(), 'fr');

  test('names the schema, and the owner, their job, address, site, biography, city and profiles in basics', () => {
    expect(resume.$schema).toBe(JSON_RESUME_SCHEMA);
    expect(resume.basics).toEqual({
      name: owner.name,
      label: owner.jobTitle,
      email: owner.email,
      url: 'https://zoe.example/',
      summary: 'Premier paragraphe.\n\nSecond paragraphe.',
      location: { city: owner.localisation },
      profiles: [
        { network: 'LinkedIn', username: 'zoe', url: owner.linkedin },
        { network: 'GitHub', username: 'zoe', url: owner.github },
      ],
    });
  });

  test('lists experience as work and education, most recent first, with ISO-8601 dates, an open end left out', () => {
    expect(resume.work).toEqual([
      { name: 'Société D', position: 'Alternance', startDate: '2025-09', summary: 'Front-end.' },
      { name: 'Société C', position: 'Stage', startDate: '2024-04', endDate: '2024-04' },
      { name: 'Société E', position: 'Job d’été', startDate: '2023-07', endDate: '2023-08' },
    ]);
    expect(resume.education).toEqual([
      { institution: 'Université B', studyType: 'Master', startDate: '2023-09', endDate: '2025-06' },
      { institution: 'Université A', studyType: 'Licence', startDate: '2020-09', endDate: '2023-06' },
    ]);
  });

  test("lists the projects with their page's address, their technologies and type; a free-text date is left out", () => {
    const dated = jsonResume(cvSource({ projects: [project('api', { date: '2024-06' }), project('jeu', { date: 'Été 2025' })] }), 'fr');
    expect(dated.projects).toEqual([
      {
        name: 'Titre api',
        description: 'Résumé api.',
        keywords: ['Go'],
        url: 'https://zoe.example/projets/api',
        type: 'Personnel',
        startDate: '2024-06',
        endDate: '2024-06',
      },
      { name: 'Titre jeu', description: 'Résumé jeu.', keywords: ['Go'], url: 'https://zoe.example/projets/jeu', type: 'Personnel' },
    ]);
  });

  test('lists the skills, then the other technologies as one skill, the spoken languages and the passions', () => {
    expect(resume.skills).toEqual([
      { name: 'Go', keywords: ['Services web'] },
      { name: 'SQL', keywords: ['Requêtes'] },
      { name: messages('fr').cv.otherTechnologies, keywords: ['Rust', 'Figma'] },
    ]);
    expect(resume.languages).toEqual([
      { language: 'Français', fluency: 'langue maternelle' },
      { language: 'Espagnol', fluency: 'C1' },
    ]);
    expect(resume.interests).toEqual([{ name: 'Escalade' }, { name: 'Cinéma' }]);
  });

  test('gives its own address as canonical, in its language', () => {
    expect(resume.meta).toEqual({ canonical: 'https://zoe.example/resume.json' });
    expect(jsonResume(cvSource(), 'en').meta).toEqual({ canonical: 'https://zoe.example/en/resume.json' });
    expect(jsonResume(cvSource(), 'en').projects?.map((p) => p.url)).toEqual(['https://zoe.example/en/projects/api', 'https://zoe.example/en/projects/jeu']);
  });

  test('leaves out what the CV leaves out: an empty section, no languages', () => {
    const profile = { ...owner, biographie: [], passions: [], disponibilite: { ...owner.disponibilite, langues: undefined } };
    const bare = jsonResume(cvSource({ profile, cv: {}, projects: [] }), 'fr');
    expect(Object.keys(bare)).toEqual(['$schema', 'basics', 'skills', 'meta']);
    expect(bare.basics).not.toHaveProperty('summary');
    expect(jsonResumeErrors(bare)).toEqual([]);
  });

  test.each(locales)('is valid against the JSON Resume schema in %s', (locale) => {
    expect(jsonResumeErrors(jsonResume(cvSource(), locale))).toEqual([]);
  });

  test('the schema check finds a date in words, an address that is not one and a list that is not one', () => {
    const wrong = { ...resume, basics: { ...resume.basics, email: 'zoe' }, work: [{ name: 'Société D', startDate: 'septembre 2025' }], interests: 'Escalade' };
    expect(jsonResumeErrors(wrong)).toEqual([
      '/basics/email must match format "email"',
      '/work/0/startDate must match pattern "^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$"',
      '/interests must be array',
    ]);
  });
});

test('a profile\'s username is its address\'s last segment, none for a bare domain', () => {
  expect(profileUsername('https://www.linkedin.com/in/zoe-martin/')).toBe('zoe-martin');
  expect(profileUsername('https://github.com/zo%C3%AB')).toBe('zoë');
  expect(profileUsername('https://zoe.example')).toBeUndefined();
});

// The content the tests run on: the owner's (content/), or the second owner's in the matrix (e2e/fixture-content).
describe.each(siteLocales)("the site's own CV as JSON Resume in %s", (locale) => {
  const resume = siteJsonResume(locale);
  const cv = getCv(locale);
  const content = inLocale(cvContent, locale);

  test('is valid against the JSON Resume schema', () => {
    expect(jsonResumeErrors(resume)).toEqual([]);
  });

  test("holds the content's owner, entries, projects and passions, and its own address", () => {
    const profile = getProfile(locale);
    expect(resume.basics).toMatchObject({ name: profile.name, label: profile.jobTitle, email: profile.email });
    expect(resume.work ?? []).toHaveLength(content.experiences?.length ?? 0);
    expect(resume.education ?? []).toHaveLength(content.formations?.length ?? 0);
    expect((resume.projects ?? []).map((p) => p.name)).toEqual(getProjects(locale).map((p) => p.titre));
    expect((resume.interests ?? []).map((i) => i.name)).toEqual(profile.passions);
    expect(resume.meta.canonical).toBe(absoluteUrl(jsonResumePath(locale)));
    // The same addresses as the CV's own links.
    expect(resume.basics.url).toBe(cv.contacts.find((contact) => contact.path)?.href);
  });
});
