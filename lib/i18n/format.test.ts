import { countOf, formatNumber, plural } from './format';
import { projectWord as english } from './messages/en';
import { projectWord as french } from './messages/fr';

describe('counts in words', () => {
  it('follows each language’s plural rule: French says 0 and 1 in the singular, English only 1', () => {
    expect([0, 1, 2].map((count) => plural('fr', count, french))).toEqual(['projet', 'projet', 'projets']);
    expect([0, 1, 2].map((count) => plural('en', count, english))).toEqual(['projects', 'project', 'projects']);
  });

  it('writes numbers as each language does', () => {
    expect(formatNumber('fr', 20000)).toBe('20\u202f000');
    expect(formatNumber('en', 20000)).toBe('20,000');
  });

  it('puts the count before its word', () => {
    expect(countOf('fr', 3, french)).toBe('3 projets');
    expect(countOf('en', 1, english)).toBe('1 project');
  });
});
