import {
  fitQuality,
  IMAGE_BUDGET_BYTES,
  oversizedImageMessage,
  referencedFiles,
  widthsFor,
} from './image-pipeline';

describe('the files pages use', () => {
  it('are every project image, thumbnail and the photo once, and each technology icon', () => {
    const files = referencedFiles({
      projects: [
        { miniature: 'images/a-1.png', images: ['images/a-1.png', 'images/a-2.jpg'] },
        { miniature: 'images/b.webp', images: ['images/b.webp'] },
      ],
      profile: { photo: 'images/moi.jpg' },
      technologies: [{ imgSrc: 'icons/x.svg' }, { imgSrc: 'icons/y.svg' }],
    });
    expect(files).toEqual({
      images: ['images/a-1.png', 'images/a-2.jpg', 'images/b.webp', 'images/moi.jpg'],
      icons: ['icons/x.svg', 'icons/y.svg'],
    });
  });
});

describe('the generated widths', () => {
  it('never exceed the source, which is kept up to 1280 px', () => {
    expect(widthsFor(500)).toEqual([160, 320, 480, 500]);
    expect(widthsFor(1280)).toEqual([160, 320, 480, 640, 800, 960, 1280]);
    expect(widthsFor(3000)).toEqual([160, 320, 480, 640, 800, 960, 1280]);
  });
});

describe('the quality of a generated file', () => {
  it('is the best one that fits the budget', async () => {
    const sizes: Record<number, number> = { 78: 83_000, 70: 64_000, 60: 52_000, 50: 40_000 };
    const tried: number[] = [];
    const fit = await fitQuality([78, 70, 60, 50], IMAGE_BUDGET_BYTES, async (quality) => {
      tried.push(quality);
      return { length: sizes[quality] };
    });
    expect(fit?.quality).toBe(60);
    expect(tried).toEqual([78, 70, 60]);
  });

  it('is none when even the lowest is over, and the message says which image and what to do', async () => {
    expect(await fitQuality([78, 40], 1000, async () => ({ length: 5000 }))).toBeUndefined();
    const message = oversizedImageMessage('images/photo.jpg', 1280, 'webp', 83_000);
    expect(message).toContain('content/images/photo.jpg');
    expect(message).toContain('1280 px');
    expect(message).toContain('81,1 Ko');
    expect(message).toContain('60 Ko');
    expect(message).toMatch(/Recadrez/);
  });
});
