import { MAX_PREVIEW_TAGS, previewTags, previewTitle } from './preview-layout';

describe('a link preview', () => {
  it('shows every tag up to four, then three and how many more', () => {
    expect(previewTags(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B', 'C', 'D'], more: 0 });
    expect(previewTags(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], more: 2 });
    expect(previewTags([])).toEqual({ shown: [], more: 0 });
    const { shown, more } = previewTags(Array.from({ length: 9 }, (_, i) => `T${i}`));
    expect(shown.length + (more > 0 ? 1 : 0)).toBeLessThanOrEqual(MAX_PREVIEW_TAGS);
  });

  it('writes a long title smaller, and cuts a very long one', () => {
    expect(previewTitle('Mon site')).toEqual({ text: 'Mon site', fontSize: 96 });
    expect(previewTitle('Une application de gestion des stages').fontSize).toBe(72);
    const long = previewTitle('Météo locale : une application de prévisions à l’heure près, pensée pour les cyclistes urbains et les autres');
    expect(long.fontSize).toBe(56);
    expect(long.text.length).toBeLessThanOrEqual(90);
    expect(long.text.endsWith('…')).toBe(true);
  });
});
