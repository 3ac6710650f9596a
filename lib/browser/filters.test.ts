import {
  countIfChosen,
  emptyFilter,
  filterProjects,
  isFiltered,
  matchesFilter,
  parseFilter,
  choiceCountText,
  projectCount,
  resultText,
  serializeFilter,
  toggleTag,
  typeChoices,
  type FilterState,
} from './filters';
import type { Project } from '@/lib/content/content-schema';

const known = ['HTML', 'CSS', 'JavaScript', 'PHP', 'SQL', 'React', 'Figma', 'Python'];

/** A list with every case: two types, shared and lone tags, one type with no project. */
const projects: Pick<Project, 'slug' | 'type' | 'tags'>[] = [
  { slug: 'site', type: 'professionnel', tags: ['React', 'JavaScript'] },
  { slug: 'quiz', type: 'universitaire', tags: ['PHP', 'HTML', 'CSS', 'SQL'] },
  { slug: 'jeu', type: 'universitaire', tags: ['JavaScript', 'HTML', 'CSS'] },
  { slug: 'app', type: 'professionnel', tags: ['React', 'JavaScript', 'CSS'] },
];
const slugs = (filter: FilterState) => filterProjects(projects, filter).map((p) => p.slug);

describe('the filter rule', () => {
  it('shows every project when nothing is selected', () => {
    expect(slugs(emptyFilter)).toEqual(['site', 'quiz', 'jeu', 'app']);
  });

  it('keeps only the projects of the selected type', () => {
    expect(slugs({ type: 'professionnel', tags: [] })).toEqual(['site', 'app']);
    expect(slugs({ type: 'universitaire', tags: [] })).toEqual(['quiz', 'jeu']);
    expect(slugs({ type: 'personnel', tags: [] })).toEqual([]);
  });

  it('requires every selected tag, not any of them', () => {
    expect(slugs({ type: '', tags: ['PHP'] })).toEqual(['quiz']);
    expect(slugs({ type: '', tags: ['HTML', 'CSS'] })).toEqual(['quiz', 'jeu']);
    expect(slugs({ type: '', tags: ['PHP', 'React'] })).toEqual([]);
  });

  it('combines the type and the tags', () => {
    expect(slugs({ type: 'universitaire', tags: ['JavaScript'] })).toEqual(['jeu']);
    expect(matchesFilter({ type: 'universitaire', tags: ['PHP', 'SQL'] }, { type: 'universitaire', tags: ['SQL'] })).toBe(
      true,
    );
    expect(matchesFilter({ type: 'universitaire', tags: ['PHP', 'SQL'] }, { type: 'professionnel', tags: ['SQL'] })).toBe(
      false,
    );
  });

  it('adds a tag on the first click and removes it on the second', () => {
    const once = toggleTag([], 'PHP');
    expect(once).toEqual(['PHP']);
    expect(toggleTag(once, 'PHP')).toEqual([]);
    expect(toggleTag(['PHP'], 'SQL')).toEqual(['PHP', 'SQL']);
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(emptyFilter)).toBe(false);
    expect(isFiltered({ type: 'personnel', tags: [] })).toBe(true);
    expect(isFiltered({ type: '', tags: ['CSS'] })).toBe(true);
  });
});

describe('the count beside each choice', () => {
  const counts = (filter: FilterState) => countIfChosen(projects, filter, known);

  it('with nothing chosen: the projects of each type, and those carrying each tag', () => {
    expect(counts(emptyFilter)).toEqual({
      types: { '': 4, professionnel: 2, universitaire: 2, personnel: 0 },
      tags: { HTML: 2, CSS: 3, JavaScript: 3, PHP: 1, SQL: 1, React: 2, Figma: 0, Python: 0 },
    });
  });

  it('with a type chosen: each tag counts within that type, each type keeps the tags', () => {
    expect(counts({ type: 'universitaire', tags: [] })).toEqual({
      types: { '': 4, professionnel: 2, universitaire: 2, personnel: 0 },
      tags: { HTML: 2, CSS: 2, JavaScript: 1, PHP: 1, SQL: 1, React: 0, Figma: 0, Python: 0 },
    });
  });

  it('with tags pressed: each other tag adds itself, a pressed one counts what is visible', () => {
    expect(counts({ type: '', tags: ['CSS', 'JavaScript'] })).toEqual({
      types: { '': 2, professionnel: 1, universitaire: 1, personnel: 0 },
      tags: { HTML: 1, CSS: 2, JavaScript: 2, PHP: 0, SQL: 0, React: 1, Figma: 0, Python: 0 },
    });
  });

  it('with an empty selection: every choice that keeps it empty says 0, the ones that widen it do not', () => {
    const { types, tags } = counts({ type: 'professionnel', tags: ['PHP'] });
    expect(types).toEqual({ '': 1, professionnel: 0, universitaire: 1, personnel: 0 });
    expect(Object.values(tags).every((count) => count === 0)).toBe(true);
  });

  it('agrees with the list the choice would show, for every choice of several selections', () => {
    const selections: FilterState[] = [
      emptyFilter,
      { type: 'universitaire', tags: ['CSS'] },
      { type: '', tags: ['React'] },
    ];
    for (const filter of selections) {
      const { types, tags } = counts(filter);
      for (const [type, count] of Object.entries(types)) {
        expect(count).toBe(slugs({ ...filter, type: type as FilterState['type'] }).length);
      }
      for (const [tag, count] of Object.entries(tags)) {
        expect(count).toBe(slugs({ ...filter, tags: [...new Set([...filter.tags, tag])] }).length);
      }
    }
  });

  it('is said in words for screen readers', () => {
    expect([0, 1, 2].map((count) => projectCount('fr', count))).toEqual(['aucun projet', '1 projet', '2 projets']);
  });

  it('is said in English by the English plural rules', () => {
    expect([0, 1, 2, 1200].map((count) => projectCount('en', count))).toEqual([
      'no projects',
      '1 project',
      '2 projects',
      '1,200 projects',
    ]);
  });
});

describe('the texts the list shows', () => {
  it('give each choice its count, for the eye and for a screen reader', () => {
    expect(choiceCountText('fr', 3)).toEqual({ shown: '· 3', spoken: ' (3 projets)' });
    expect(choiceCountText('fr', 0)).toEqual({ shown: '· 0', spoken: ' (aucun projet)' });
    expect(choiceCountText('en', 1)).toEqual({ shown: '· 1', spoken: ' (1 project)' });
  });

  it('say how many projects are shown, or the spec’s sentence when none is', () => {
    expect(resultText('fr', 2, 5)).toBe('2 projets sur 5');
    expect(resultText('fr', 1, 5)).toBe('1 projet sur 5');
    expect(resultText('fr', 0, 5)).toBe('Aucun projet ne correspond a ce filtre.');
  });

  it('say it in English on an English page', () => {
    expect(resultText('en', 2, 5)).toBe('2 projects out of 5');
    expect(resultText('en', 1, 5)).toBe('1 project out of 5');
    expect(resultText('en', 0, 5)).toBe('No project matches this filter.');
  });

  it('offer every type first, then each type, labelled in the page’s language', () => {
    expect(typeChoices('fr')).toEqual([
      { value: '', label: 'Tous les types' },
      { value: 'professionnel', label: 'Professionnel' },
      { value: 'universitaire', label: 'Universitaire' },
      { value: 'personnel', label: 'Personnel' },
    ]);
    expect(typeChoices('en').map((choice) => choice.label)).toEqual(['All types', 'Professional', 'University', 'Personal']);
  });
});

describe('the filter in the address', () => {
  it('reads the type and the tags of a shared link', () => {
    expect(parseFilter(new URLSearchParams('type=universitaire&tags=PHP,SQL'), known)).toEqual({
      type: 'universitaire',
      tags: ['PHP', 'SQL'],
    });
  });

  it('writes a readable query, and nothing when unfiltered', () => {
    expect(serializeFilter({ type: 'universitaire', tags: ['PHP', 'SQL'] })).toBe('type=universitaire&tags=PHP,SQL');
    expect(serializeFilter({ type: '', tags: ['React'] })).toBe('tags=React');
    expect(serializeFilter(emptyFilter)).toBe('');
  });

  it.each<FilterState>([
    emptyFilter,
    { type: 'professionnel', tags: [] },
    { type: '', tags: ['JavaScript'] },
    { type: 'universitaire', tags: ['PHP', 'HTML', 'CSS', 'SQL'] },
  ])('survives a round trip: %j', (filter) => {
    expect(parseFilter(new URLSearchParams(serializeFilter(filter)), known)).toEqual(filter);
  });

  it('drops unknown types, unknown tags and repeats from a mistyped link', () => {
    expect(parseFilter(new URLSearchParams('type=secret&tags=PHP,Rust,PHP,,'), known)).toEqual({
      type: '',
      tags: ['PHP'],
    });
  });

  it('reads percent-encoded commas as well', () => {
    expect(parseFilter(new URLSearchParams('tags=PHP%2CSQL'), known).tags).toEqual(['PHP', 'SQL']);
  });
});
