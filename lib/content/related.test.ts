import { MAX_RELATED, neighbours, relatedProjects } from './related';

const project = (slug: string, tags: string[] = []) => ({ slug, tags });
const slugs = (projects: { slug: string }[]) => projects.map((p) => p.slug);
const around = (list: { slug: string }[], slug: string) => {
  const found = neighbours(list, slug)!;
  return [found.previous?.slug, found.next.slug];
};

describe('the previous and next projects', () => {
  const list = [project('a'), project('b'), project('c'), project('d')];

  it('follow the list order inside it', () => {
    expect(around(list, 'b')).toEqual(['a', 'c']);
    expect(around(list, 'c')).toEqual(['b', 'd']);
  });

  it('wrap at both ends', () => {
    expect(around(list, 'a')).toEqual(['d', 'b']);
    expect(around(list, 'd')).toEqual(['c', 'a']);
  });

  it('are the other project, once, as the next, when there are two', () => {
    const two = [project('a'), project('b')];
    expect(neighbours(two, 'a')).toEqual({ previous: null, next: project('b') });
    expect(neighbours(two, 'b')).toEqual({ previous: null, next: project('a') });
  });

  it('wrap with three projects too', () => {
    const three = [project('a'), project('b'), project('c')];
    expect(around(three, 'a')).toEqual(['c', 'b']);
    expect(around(three, 'c')).toEqual(['b', 'a']);
  });

  it('do not exist for a single project, nor for an unknown slug', () => {
    expect(neighbours([project('a')], 'a')).toBeNull();
    expect(neighbours(list, 'inconnu')).toBeNull();
  });
});

describe('the related projects', () => {
  const list = [
    project('site', ['React', 'JavaScript', 'CSS']),
    project('api', ['PHP', 'SQL']),
    project('jeu', ['JavaScript', 'HTML', 'CSS']),
    project('app', ['React', 'JavaScript', 'CSS', 'HTML']),
    project('outil', ['Python']),
    project('blog', ['CSS']),
    project('vitrine', ['HTML', 'CSS']),
  ];

  it('come by the number of shared technologies, most first', () => {
    expect(slugs(relatedProjects(list, 'site'))).toEqual(['app', 'jeu', 'blog']);
  });

  it('break ties by the list order', () => {
    // jeu and app share two technologies with it, site and blog one: the list order decides each pair.
    expect(slugs(relatedProjects(list, 'vitrine'))).toEqual(['jeu', 'app', 'site']);
  });

  it(`are at most ${MAX_RELATED}, never the project itself nor one sharing nothing`, () => {
    const related = slugs(relatedProjects(list, 'jeu'));
    expect(related).toHaveLength(MAX_RELATED);
    expect(related).not.toContain('jeu');
    expect(slugs(relatedProjects(list, 'outil'))).toEqual([]);
    expect(slugs(relatedProjects(list, 'api'))).toEqual([]);
  });

  it('are none for an unknown slug', () => {
    expect(relatedProjects(list, 'inconnu')).toEqual([]);
  });
});
