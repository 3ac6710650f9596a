/**
 * @jest-environment node
 */
// No DOM here: the check runs in Node at build time, and structuredClone copies the content.
import { legal } from '@/content/legal';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { skills } from '@/content/skills';
import { technologies } from '@/content/technologies';
import type { Project } from '@/content/types';
import { assertValidContent } from './content-check';
import { validateContent, type SiteContent } from './content-schema';

const MISSING_IMAGE = '/images/projets/absente.png';

/** Checks a copy of the real content with one thing broken; public/ holds every image but MISSING_IMAGE. */
function problemsAfter(breakContent: (content: SiteContent) => void): string[] {
  const content = structuredClone({ projects, technologies, skills, profile, legal });
  breakContent(content);
  return validateContent(content, { imageExists: (path) => path !== MISSING_IMAGE });
}

test('the real content is valid, images included', () => {
  expect(() => assertValidContent()).not.toThrow();
});

describe('projects', () => {
  test('a slug is made of lowercase letters, digits and hyphens', () => {
    expect(problemsAfter((c) => (c.projects[1].slug = 'Niltiplication 2'))).toEqual([
      'content/projects.ts: project "Niltiplication 2": slug "Niltiplication 2" must contain only lowercase letters, digits and hyphens',
    ]);
  });

  test('slugs are unique', () => {
    expect(problemsAfter((c) => (c.projects[1].slug = 'portfolio'))).toEqual([
      'content/projects.ts: project "portfolio": slug "portfolio" is already used by an earlier project',
    ]);
  });

  test('the type is one of the three project types', () => {
    expect(problemsAfter((c) => Object.assign(c.projects[0], { type: 'associatif' }))).toEqual([
      'content/projects.ts: project "portfolio": type "associatif" must be one of professionnel, universitaire, personnel',
    ]);
  });

  test('every tag names a known technology', () => {
    expect(problemsAfter((c) => c.projects[1].tags.splice(2, 0, 'Rust'))).toEqual([
      'content/projects.ts: project "niltiplication": tags[2] "Rust" is not a known technology',
    ]);
  });

  test('every image exists under public/', () => {
    expect(problemsAfter((c) => (c.projects[0].images[0] = MISSING_IMAGE))).toEqual([
      `content/projects.ts: project "portfolio": images[0] "${MISSING_IMAGE}" does not exist under public/`,
    ]);
    expect(problemsAfter((c) => (c.projects[1].miniature = MISSING_IMAGE))).toEqual([
      `content/projects.ts: project "niltiplication": miniature "${MISSING_IMAGE}" does not exist under public/`,
    ]);
  });

  test('an image is a root-relative path under public/, never another host', () => {
    const rule = 'must be a path under public/ starting with "/" (images are served by the site itself)';
    expect(problemsAfter((c) => c.projects[0].images.push('https://example.org/capture.png'))).toEqual([
      `content/projects.ts: project "portfolio": images[3] "https://example.org/capture.png" ${rule}`,
    ]);
    expect(problemsAfter((c) => (c.projects[0].images[1] = 'http://example.org/capture.png'))).toEqual([
      `content/projects.ts: project "portfolio": images[1] "http://example.org/capture.png" ${rule}`,
    ]);
    expect(problemsAfter((c) => (c.projects[0].images[2] = 'images/projets/portfolio-3.png'))).toEqual([
      `content/projects.ts: project "portfolio": images[2] "images/projets/portfolio-3.png" ${rule}`,
    ]);
  });

  test('a project has at least one image', () => {
    expect(problemsAfter((c) => (c.projects[1].images = []))).toEqual([
      'content/projects.ts: project "niltiplication": images must hold at least one image',
    ]);
  });

  test('lien is an absolute http(s) URL', () => {
    expect(problemsAfter((c) => (c.projects[1].lien = 'http://example.org/niltiplication'))).toEqual([]);
    expect(problemsAfter((c) => (c.projects[0].lien = 'example.org/portfolio'))).toEqual([
      'content/projects.ts: project "portfolio": lien "example.org/portfolio" must be an absolute http(s) URL',
    ]);
    expect(problemsAfter((c) => (c.projects[0].lien = 'ftp://example.org/portfolio'))).toEqual([
      'content/projects.ts: project "portfolio": lien "ftp://example.org/portfolio" must be an absolute http(s) URL',
    ]);
  });

  test.each<[Project['descriptionLongue'], string]>([
    ['', 'descriptionLongue must not be empty'],
    ['   ', 'descriptionLongue must not be empty'],
    [[], 'descriptionLongue must hold at least one paragraph'],
    [['Un paragraphe.', ''], 'descriptionLongue[1] must not be empty'],
  ])('descriptionLongue %j is rejected', (description, problem) => {
    expect(problemsAfter((c) => (c.projects[0].descriptionLongue = description))).toEqual([
      `content/projects.ts: project "portfolio": ${problem}`,
    ]);
  });

  test('descriptionLongue is text or a list of paragraphs', () => {
    expect(problemsAfter((c) => Object.assign(c.projects[0], { descriptionLongue: 42 }))).toEqual([
      'content/projects.ts: project "portfolio": descriptionLongue must be a string or a list of strings',
    ]);
  });

  test('a required field is present', () => {
    expect(problemsAfter((c) => delete (c.projects[0] as Partial<Project>).titre)).toEqual([
      'content/projects.ts: project "portfolio": titre is missing',
    ]);
  });
});

describe('technologies', () => {
  test.each([
    '#abc',
    '#abcd',
    '#AABBCC',
    '#aabbcc80',
    'rgb(255, 0, 0)',
    'rgba(255,0,0,.5)',
    'rgb(255 0 0 / 50%)',
    'hsl(120deg 50% 40%)',
    'hsla(120, 50%, 40%, 0.8)',
    'RebeccaPurple',
    'transparent',
  ])('%s is a valid colour', (value) => {
    expect(problemsAfter((c) => (c.technologies[0].bgLight = value))).toEqual([]);
  });

  test.each(['#12345', '#ggg', 'rgb(255, 0)', 'blurple', 'red;} body{display:none', ''])(
    '%j is not a valid colour',
    (value) => {
      const shown = value ? ` "${value}"` : '';
      expect(problemsAfter((c) => (c.technologies[0].borderColor = value))).toEqual([
        `content/technologies.ts: technology "HTML": borderColor${shown} is not a valid CSS colour`,
      ]);
    },
  );

  test('the icon exists under public/', () => {
    expect(problemsAfter((c) => (c.technologies[2].imgSrc = MISSING_IMAGE))).toEqual([
      `content/technologies.ts: technology "JavaScript": imgSrc "${MISSING_IMAGE}" does not exist under public/`,
    ]);
  });

  test('href is an absolute http(s) URL', () => {
    expect(problemsAfter((c) => (c.technologies[3].href = 'www.php.net'))).toEqual([
      'content/technologies.ts: technology "PHP": href "www.php.net" must be an absolute http(s) URL',
    ]);
  });

  test('labels are unique, and every problem is listed at once', () => {
    expect(problemsAfter((c) => (c.technologies[1].label = 'HTML'))).toEqual([
      'content/projects.ts: project "niltiplication": tags[2] "CSS" is not a known technology',
      'content/technologies.ts: technology "HTML": label "HTML" is already used by an earlier technology',
      'content/skills.ts: skill 1: technologie "CSS" is not a known technology',
    ]);
  });
});

describe('skills', () => {
  test('there are exactly 8 skills', () => {
    expect(problemsAfter((c) => c.skills.pop())).toEqual([
      'content/skills.ts: skills: expected exactly 8 skills, found 7',
    ]);
    expect(problemsAfter((c) => c.skills.push({ technologie: 'HTML', infobulle: 'Encore du HTML' }))).toEqual([
      'content/skills.ts: skills: expected exactly 8 skills, found 9',
    ]);
  });

  test('each skill names a known technology', () => {
    expect(problemsAfter((c) => (c.skills[3].technologie = 'Rust'))).toEqual([
      'content/skills.ts: skill 3: technologie "Rust" is not a known technology',
    ]);
  });
});

describe('profile', () => {
  test('email is an e-mail address', () => {
    expect(problemsAfter((c) => (c.profile.email = 'alex.exemple'))).toEqual([
      'content/profile.ts: profile: email "alex.exemple" is not a valid e-mail address',
    ]);
  });

  test('linkedin and github are absolute https URLs', () => {
    expect(
      problemsAfter((c) => {
        c.profile.linkedin = 'http://example.org/linkedin/alex-exemple';
        c.profile.github = 'github.com/alex-exemple';
      }),
    ).toEqual([
      'content/profile.ts: profile: linkedin "http://example.org/linkedin/alex-exemple" must be an absolute https URL',
      'content/profile.ts: profile: github "github.com/alex-exemple" must be an absolute https URL',
    ]);
  });

  test('the photo exists under public/', () => {
    expect(problemsAfter((c) => (c.profile.photo = MISSING_IMAGE))).toEqual([
      `content/profile.ts: profile: photo "${MISSING_IMAGE}" does not exist under public/`,
    ]);
  });
});

describe('legal', () => {
  test('every paragraph has text', () => {
    expect(problemsAfter((c) => (c.legal.sections[6].paragraphes[1] = ''))).toEqual([
      'content/legal.ts: legal: sections[6].paragraphes[1] must not be empty',
    ]);
  });
});
