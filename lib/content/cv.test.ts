/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, projectPath } from '@/lib/i18n/routes';
import { owner, cvSource as source } from '@/lib/test/cv-fixtures';
import { availabilityFacts, buildCv, cvFileName, defaultFileName, getCv, monthYear, type CvSection } from './cv';
import { getProfile, getSkills } from './owner';
import { getProjects } from './projects';

const kinds = (sections: CvSection[]) => sections.map((section) => section.kind);
function section<K extends CvSection['kind']>(sections: CvSection[], kind: K) {
  return sections.find((s) => s.kind === kind) as Extract<CvSection, { kind: K }> | undefined;
}

describe('the CV assembled from the content', () => {
  test('starts with who, what, the internship sought and how to get in touch', () => {
    const cv = buildCv(source(), 'fr');
    expect(cv).toMatchObject({
      name: 'Zoë Martin-Élie',
      jobTitle: 'Développeuse full-stack',
      search: 'Stage de six mois dès avril 2026.',
      location: 'Nantes, France',
    });
    expect(cv.contacts).toEqual([
      { label: 'E-mail', text: 'zoe@example.net', href: 'mailto:zoe@example.net' },
      { label: 'Portfolio', text: 'zoe.example', href: 'https://zoe.example/', path: '/' },
      { label: 'LinkedIn', text: 'linkedin.example/in/zoe', href: 'https://linkedin.example/in/zoe/' },
      { label: 'GitHub', text: 'code.example/zoe', href: 'https://code.example/zoe' },
    ]);
  });

  test('says when, for how long and where the owner can start, then the languages', () => {
    expect(buildCv(source(), 'fr').availability).toEqual([
      { label: 'Disponible', text: 'dès août 2026' },
      { label: 'Durée', text: '6 mois' },
      { label: 'Lieu', text: 'Nantes, en hybride' },
      { label: 'Langues', text: 'Français (langue maternelle), Espagnol (C1)' },
    ]);
  });

  test('orders its sections: profile, education, experience, projects, skills, passions', () => {
    const cv = buildCv(source(), 'fr');
    expect(kinds(cv.sections)).toEqual(['profile', 'education', 'experience', 'projects', 'skills', 'passions']);
    expect(cv.sections.map((s) => s.title)).toEqual([
      'Profil',
      'Formation',
      'Expérience',
      'Projets',
      'Compétences',
      'Passions',
    ]);
    expect(section(cv.sections, 'profile')?.paragraphs).toEqual(['Premier paragraphe.', 'Second paragraphe.']);
    expect(section(cv.sections, 'passions')?.passions).toEqual(['Escalade', 'Cinéma']);
  });

  test('lists education and experience most recent first, with French periods', () => {
    const cv = buildCv(source(), 'fr');
    expect(section(cv.sections, 'education')?.entries).toEqual([
      {
        title: 'Master',
        organisation: 'Université B',
        place: 'Nantes',
        period: { start: '2023-09', end: '2025-06', text: 'septembre 2023 – juin 2025' },
        description: undefined,
      },
      {
        title: 'Licence',
        organisation: 'Université A',
        place: undefined,
        period: { start: '2020-09', end: '2023-06', text: 'septembre 2020 – juin 2023' },
        description: undefined,
      },
    ]);
    const experience = section(cv.sections, 'experience')!.entries;
    expect(experience.map((entry) => entry.organisation)).toEqual(['Société D', 'Société C', 'Société E']);
    expect(experience.map((entry) => entry.period.text)).toEqual([
      'depuis septembre 2025',
      'avril 2024',
      'juillet 2023 – août 2023',
    ]);
    expect(experience[0].description).toBe('Front-end.');
  });

  test('gives each project its title, type, date, one line, technologies and page, in content order', () => {
    const projects = section(buildCv(source(), 'fr').sections, 'projects')!.projects;
    expect(projects).toEqual([
      {
        title: 'Titre api',
        type: 'Professionnel',
        date: '2024',
        summary: 'Résumé api.',
        technologies: ['Go', 'SQL'],
        path: '/projets/api',
        url: 'https://zoe.example/projets/api',
      },
      expect.objectContaining({ title: 'Titre jeu', type: 'Personnel', path: '/projets/jeu' }),
    ]);
  });

  test('names each skill with its detail, then the technologies no skill names', () => {
    const skillsSection = section(buildCv(source(), 'fr').sections, 'skills')!;
    expect(skillsSection.skills).toEqual([
      { label: 'Go', detail: 'Services web' },
      { label: 'SQL', detail: 'Requêtes' },
    ]);
    expect(skillsSection.otherTechnologies).toEqual(['Rust', 'Figma']);
  });

  test('leaves out a section whose content is absent or empty', () => {
    const cv = buildCv(
      source({
        profile: { ...owner, biographie: [], passions: [] },
        projects: [],
        cv: { experiences: [] },
      }),
      'fr',
    );
    expect(kinds(cv.sections)).toEqual(['skills']);
    const bare = buildCv(source({ skills: [], technologies: [], projects: [], cv: {} }), 'fr');
    expect(kinds(bare.sections)).toEqual(['profile', 'passions']);
  });

  test('names the PDF after the owner, unless the content names it or provides its own', () => {
    expect(buildCv(source(), 'fr').file).toEqual({ name: 'cv-zoe-martin-elie.pdf', path: '/cv-zoe-martin-elie.pdf' });
    const own = buildCv(source({ cv: { pdf: 'content/cv.pdf', nomFichier: 'cv-zoe.pdf' } }), 'fr').file;
    expect(own).toEqual({ name: 'cv-zoe.pdf', path: '/cv-zoe.pdf', ownPdf: 'content/cv.pdf' });
  });
});

describe('the availability', () => {
  const base = { debut: '2026-04', duree: '4 à 6 mois', lieu: 'Lyon' } as const;
  const place = (modalite: 'sur site' | 'hybride' | 'à distance') =>
    availabilityFacts({ ...base, modalite }, 'fr').find((fact) => fact.label === 'Lieu')?.text;

  test('words the place with the work mode', () => {
    expect(place('sur site')).toBe('Lyon, sur site');
    expect(place('hybride')).toBe('Lyon, en hybride');
    expect(place('à distance')).toBe('À distance, depuis Lyon');
  });

  test('gives the work authorisation and the languages only when the content has them', () => {
    const labels = availabilityFacts({ ...base, modalite: 'sur site', langues: [] }, 'fr').map((fact) => fact.label);
    expect(labels).toEqual(['Disponible', 'Durée', 'Lieu']);
    const full = availabilityFacts(
      {
        ...base,
        modalite: 'sur site',
        autorisationTravail: 'Pas de visa nécessaire dans l’UE',
        langues: [{ langue: 'Anglais', niveau: 'B2' }],
      },
      'fr',
    );
    expect(full.slice(3)).toEqual([
      { label: 'Autorisation de travail', text: 'Pas de visa nécessaire dans l’UE' },
      { label: 'Langues', text: 'Anglais (B2)' },
    ]);
    expect(full[0]).toEqual({ label: 'Disponible', text: 'dès avril 2026' });
  });
});

describe('helpers', () => {
  test('a file name without accents, spaces or punctuation', () => {
    expect(defaultFileName("Zoë O'Brien")).toBe('cv-zoe-o-brien.pdf');
    expect(defaultFileName('  Ægir  Łukasz ')).toBe('cv-aegir-lukasz.pdf');
    expect(defaultFileName('')).toBe('cv.pdf');
  });

  test('a month in French', () => {
    expect(monthYear('2026-04', 'fr')).toBe('avril 2026');
    expect(monthYear('2025-12', 'fr')).toBe('décembre 2025');
  });
});

describe('the CV in English', () => {
  const cv = buildCv(source(), 'en');
  const words = messages('en');

  test('heads its sections and labels its contacts in English, the portfolio link to the English home page', () => {
    expect(cv.locale).toBe('en');
    expect(cv.sections.map((s) => s.title)).toEqual([
      words.cv.sections.profile,
      words.cv.sections.education,
      words.cv.sections.experience,
      words.cv.sections.projects,
      words.cv.sections.skills,
      words.cv.sections.passions,
    ]);
    expect(cv.sections.map((s) => s.title)).toContain('Education');
    const home = pagePath('en', { page: 'home' });
    expect(cv.contacts).toEqual([
      { label: words.cv.contacts.email, text: 'zoe@example.net', href: 'mailto:zoe@example.net' },
      {
        label: words.cv.contacts.portfolio,
        text: `zoe.example${home}`,
        href: `https://zoe.example${home}`,
        path: home,
      },
      expect.objectContaining({ label: words.cv.contacts.linkedin }),
      expect.objectContaining({ label: words.cv.contacts.github }),
    ]);
  });

  test('writes its periods with English months', () => {
    expect(section(cv.sections, 'education')?.entries.map((entry) => entry.period.text)).toEqual([
      'September 2023 – June 2025',
      'September 2020 – June 2023',
    ]);
    expect(section(cv.sections, 'experience')?.entries.map((entry) => entry.period.text)).toEqual([
      'since September 2025',
      'April 2024',
      'July 2023 – August 2023',
    ]);
  });

  test("links each project to its English page, under the English projects' address", () => {
    const projects = section(cv.sections, 'projects')!.projects;
    expect(projects.map((p) => p.path)).toEqual([projectPath('en', 'api'), projectPath('en', 'jeu')]);
    expect(projects[0]).toMatchObject({ path: '/en/projects/api', url: 'https://zoe.example/en/projects/api' });
  });

  test('says the availability in English', () => {
    expect(cv.availability).toEqual([
      { label: words.availability.available, text: 'from August 2026' },
      { label: words.availability.duration, text: '6 mois' },
      { label: words.availability.location, text: 'Nantes, hybrid' },
      { label: words.availability.languages, text: 'Français (langue maternelle), Espagnol (C1)' },
    ]);
  });

  test('names its PDF after the French one, with "-en" before ".pdf"', () => {
    expect(cv.file).toEqual({ name: 'cv-zoe-martin-elie-en.pdf', path: '/cv-zoe-martin-elie-en.pdf' });
    const own = buildCv(source({ cv: { pdf: 'cv-en.pdf', nomFichier: 'cv-zoe.pdf' } }), 'en').file;
    expect(own).toEqual({ name: 'cv-zoe-en.pdf', path: '/cv-zoe-en.pdf', ownPdf: 'cv-en.pdf' });
    expect(cvFileName('cv-zoe.pdf', 'fr')).toBe('cv-zoe.pdf');
    expect(cvFileName('cv-zoe.PDF', 'en')).toBe('cv-zoe-en.PDF');
  });

  test('words the place with the work mode, in English', () => {
    const base = { debut: '2026-04', duree: '4 to 6 months', lieu: 'Lyon' } as const;
    const place = (modalite: 'sur site' | 'hybride' | 'à distance') =>
      availabilityFacts({ ...base, modalite }, 'en').find((fact) => fact.label === words.availability.location)?.text;
    expect(place('sur site')).toBe('Lyon, on site');
    expect(place('hybride')).toBe('Lyon, hybrid');
    expect(place('à distance')).toBe('Remote, from Lyon');
    const languages = [{ langue: 'English', niveau: 'B2' }];
    const full = availabilityFacts(
      { ...base, modalite: 'sur site', autorisationTravail: 'EU citizen', langues: languages },
      'en',
    );
    expect(full).toEqual([
      { label: 'Available', text: 'from April 2026' },
      { label: 'Duration', text: '4 to 6 months' },
      { label: 'Location', text: 'Lyon, on site' },
      { label: 'Work authorisation', text: 'EU citizen' },
      { label: 'Languages', text: 'English (B2)' },
    ]);
  });

  test('a month in English', () => {
    expect(monthYear('2023-09', 'en')).toBe('September 2023');
    expect(monthYear('2025-12', 'en')).toBe('December 2025');
  });
});

describe.each(locales)("the site's CV in %s", (locale) => {
  const cv = getCv(locale);
  const profile = getProfile(locale);

  test("comes from the site's content in that language", () => {
    expect(cv.locale).toBe(locale);
    expect(cv.name).toBe(profile.name);
    expect(cv.search).toBe(profile.recherche);
    expect(cv.availability).toEqual(availabilityFacts(profile.disponibilite, locale));
    expect(cv.availability[0].text).toContain(monthYear(profile.disponibilite.debut, locale));
    expect(cv.contacts.map((contact) => contact.href)).toEqual(
      expect.arrayContaining([`mailto:${profile.email}`, profile.linkedin, profile.github]),
    );
    expect(cv.contacts.find((contact) => contact.path)?.path).toBe(pagePath(locale, { page: 'home' }));
    const projects = section(cv.sections, 'projects')?.projects ?? [];
    expect(projects.map((p) => p.title)).toEqual(getProjects(locale).map((p) => p.titre));
    expect(projects.map((p) => p.path)).toEqual(getProjects(locale).map((p) => projectPath(locale, p.slug)));
    expect(section(cv.sections, 'skills')?.skills.map((s) => s.detail)).toEqual(
      getSkills(locale).map((s) => s.infobulle),
    );
    const titles: string[] = Object.values(messages(locale).cv.sections);
    expect(cv.sections.every((s) => titles.includes(s.title))).toBe(true);
  });

  test('names its PDF per language: the French name, "-en" added in English', () => {
    expect(cv.file.name).toBe(cvFileName(getCv('fr').file.name, locale));
    expect(cv.file.path).toBe(`/${cv.file.name}`);
  });
});
