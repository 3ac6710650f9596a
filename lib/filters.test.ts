import {
  emptyFilter,
  filterProjects,
  isFiltered,
  matchesFilter,
  parseFilter,
  serializeFilter,
  toggleTag,
  type FilterState,
} from './filters';
import type { ProjectType } from './project-types';

const known = ['HTML', 'CSS', 'JavaScript', 'PHP', 'SQL', 'React', 'Figma', 'Python'];

/** The tests' own projects, in list order. */
const projects: { slug: string; type: ProjectType; tags: string[] }[] = [
  { slug: 'vitrine', type: 'professionnel', tags: ['React', 'JavaScript'] },
  { slug: 'notes', type: 'universitaire', tags: ['PHP', 'HTML', 'CSS', 'SQL'] },
  { slug: 'blog', type: 'universitaire', tags: ['PHP', 'HTML'] },
];
const slugs = (filter: FilterState) => filterProjects(projects, filter).map((p) => p.slug);

describe('the filter rule', () => {
  it('shows every project, in order, when nothing is selected', () => {
    expect(slugs(emptyFilter)).toEqual(['vitrine', 'notes', 'blog']);
  });

  it('keeps only the projects of the selected type', () => {
    expect(slugs({ type: 'professionnel', tags: [] })).toEqual(['vitrine']);
    expect(slugs({ type: 'universitaire', tags: [] })).toEqual(['notes', 'blog']);
    expect(slugs({ type: 'personnel', tags: [] })).toEqual([]);
  });

  it('requires every selected tag, not any of them', () => {
    expect(slugs({ type: '', tags: ['PHP'] })).toEqual(['notes', 'blog']);
    expect(slugs({ type: '', tags: ['PHP', 'SQL'] })).toEqual(['notes']);
    expect(slugs({ type: '', tags: ['PHP', 'React'] })).toEqual([]);
  });

  it('combines the type and the tags', () => {
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
