/**
 * @jest-environment node
 */
import { profile } from '@/content/profile';
import { availabilityFacts, buildCv, defaultFileName, getCv, monthYear, type CvSection } from './cv';
import { owner, cvSource as source } from '@/lib/test/cv-fixtures';
import { getProjects } from './projects';

const kinds = (sections: CvSection[]) => sections.map((section) => section.kind);
function section<K extends CvSection['kind']>(sections: CvSection[], kind: K) {
  return sections.find((s) => s.kind === kind) as Extract<CvSection, { kind: K }> | undefined;
}

describe('the CV assembled from the content', () => {
  test('starts with who, what, the internship sought and how to get in touch', () => {
    const cv = buildCv(source());
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
    expect(buildCv(source()).availability).toEqual([
      { label: 'Disponible', text: 'dès août 2026' },
      { label: 'Durée', text: '6 mois' },
      { label: 'Lieu', text: 'Nantes, en hybride' },
      { label: 'Langues', text: 'Français (langue maternelle), Espagnol (C1)' },
    ]);
  });

  test('orders its sections: profile, education, experience, projects, skills, passions', () => {
    const cv = buildCv(source());
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
    const cv = buildCv(source());
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
    const projects = section(buildCv(source()).sections, 'projects')!.projects;
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
    const skillsSection = section(buildCv(source()).sections, 'skills')!;
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
    );
    expect(kinds(cv.sections)).toEqual(['skills']);
    const bare = buildCv(source({ skills: [], technologies: [], projects: [], cv: {} }));
    expect(kinds(bare.sections)).toEqual(['profile', 'passions']);
  });

  test('names the PDF after the owner, unless the content names it or provides its own', () => {
    expect(buildCv(source()).file).toEqual({ name: 'cv-zoe-martin-elie.pdf', path: '/cv-zoe-martin-elie.pdf' });
    const own = buildCv(source({ cv: { pdf: 'content/cv.pdf', nomFichier: 'cv-zoe.pdf' } })).file;
    expect(own).toEqual({ name: 'cv-zoe.pdf', path: '/cv-zoe.pdf', ownPdf: 'content/cv.pdf' });
  });
});

describe('the availability', () => {
  const base = { debut: '2026-04', duree: '4 à 6 mois', lieu: 'Lyon' } as const;
  const place = (modalite: 'sur site' | 'hybride' | 'à distance') =>
    availabilityFacts({ ...base, modalite }).find((fact) => fact.label === 'Lieu')?.text;

  test('words the place with the work mode', () => {
    expect(place('sur site')).toBe('Lyon, sur site');
    expect(place('hybride')).toBe('Lyon, en hybride');
    expect(place('à distance')).toBe('À distance, depuis Lyon');
  });

  test('gives the work authorisation and the languages only when the content has them', () => {
    expect(availabilityFacts({ ...base, modalite: 'sur site', langues: [] }).map((fact) => fact.label)).toEqual([
      'Disponible',
      'Durée',
      'Lieu',
    ]);
    const full = availabilityFacts({
      ...base,
      modalite: 'sur site',
      autorisationTravail: 'Pas de visa nécessaire dans l’UE',
      langues: [{ langue: 'Anglais', niveau: 'B2' }],
    });
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
    expect(monthYear('2026-04')).toBe('avril 2026');
    expect(monthYear('2025-12')).toBe('décembre 2025');
  });
});

test("the site's CV comes from the site's content", () => {
  const cv = getCv();
  expect(cv.name).toBe(profile.name);
  expect(cv.availability).toEqual(availabilityFacts(profile.disponibilite));
  expect(cv.availability[0].text).toContain(monthYear(profile.disponibilite.debut));
  expect(cv.contacts.map((contact) => contact.href)).toEqual(
    expect.arrayContaining([`mailto:${profile.email}`, profile.linkedin, profile.github]),
  );
  expect(section(cv.sections, 'projects')?.projects.map((p) => p.title)).toEqual(getProjects('fr').map((p) => p.titre));
});
