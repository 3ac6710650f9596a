import { cardTags, MAX_CARD_TAGS, technologyClass } from './tags';

describe('the tags on a card', () => {
  it('shows every tag, without "+", up to three', () => {
    expect(cardTags(['React', 'JavaScript'])).toEqual({ shown: ['React', 'JavaScript'], hidden: 0 });
    expect(cardTags(['PHP', 'HTML', 'CSS'])).toEqual({ shown: ['PHP', 'HTML', 'CSS'], hidden: 0 });
  });

  it('shows the first three and counts the others for the "+" marker', () => {
    expect(MAX_CARD_TAGS).toBe(3);
    expect(cardTags(['PHP', 'HTML', 'CSS', 'SQL'])).toEqual({ shown: ['PHP', 'HTML', 'CSS'], hidden: 1 });
  });

  it('has nothing to show for a project without tags', () => {
    expect(cardTags([])).toEqual({ shown: [], hidden: 0 });
  });
});

describe('the colour class of a technology', () => {
  it('is a valid class name made from the label', () => {
    expect(technologyClass('JavaScript')).toBe('tech-javascript');
    expect(technologyClass('Node JS')).toBe('tech-node-js');
    expect(technologyClass('C#')).toBe('tech-c_z');
  });

  it('differs for labels that differ by a sign', () => {
    const classes = ['C', 'C#', 'C++', 'Node.js', 'Node-js'].map(technologyClass);
    expect(new Set(classes).size).toBe(classes.length);
    for (const name of classes) expect(name).toMatch(/^-?[_a-zA-Z]+[_a-zA-Z0-9-]*$/);
  });
});
