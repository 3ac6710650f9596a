/** @jest-environment node */
import { mix, normalHex, rgbChannels } from './colours';

describe('colours as the content writes them', () => {
  it('reads #rgb and #rrggbb, in either case', () => {
    expect(rgbChannels('#0aF')).toEqual([0, 170, 255]);
    expect(rgbChannels('#1A2B3C')).toEqual([26, 43, 60]);
    expect(normalHex('#FFF')).toBe('#ffffff');
    expect(() => rgbChannels('blue')).toThrow();
  });

  it('mixes as CSS color-mix in sRGB does: a share of one over the other', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', 1)).toBe('#000000');
    expect(mix('#ff0000', '#0000ff', 0.5)).toBe('#800080');
  });
});
