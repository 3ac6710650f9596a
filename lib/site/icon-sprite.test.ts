import { withBasePath } from './base-path';
import { ICON_SPRITE_PATH, iconHref, iconNames, iconSprite } from './icon-sprite';

function spriteDocument() {
  const document = new DOMParser().parseFromString(iconSprite(), 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

describe('the icon sprite', () => {
  it('is an SVG document with one symbol per icon, each with a 24 px view box and a path in the text colour', () => {
    const symbols = [...spriteDocument().querySelectorAll('symbol')];
    expect(iconNames.length).toBeGreaterThan(0);
    expect(symbols.map((symbol) => symbol.id)).toEqual(iconNames);
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
      expect(symbol.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
  });

  it('names each icon by the sprite’s address and the icon’s symbol', () => {
    const document = spriteDocument();
    for (const name of iconNames) {
      const [file, id] = iconHref(name).split('#');
      expect(file).toBe(withBasePath(ICON_SPRITE_PATH));
      expect(document.getElementById(id)?.tagName).toBe('symbol');
    }
  });
});
