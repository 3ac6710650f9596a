import { assetPath, posterWidth, resolveImage, resolvePoster, variantPath } from './images';

const manifest = {
  'images/projets/demo.png': { width: 1280, height: 800, widths: [320, 640, 1280] },
  'images/schema.svg': { width: 600, height: 400, widths: [] },
};

describe('a content image', () => {
  it('becomes AVIF and WebP sources at every generated width, with its own size', () => {
    const image = resolveImage(manifest, 'images/projets/demo.png');
    expect(image.width).toBe(1280);
    expect(image.height).toBe(800);
    expect(image.avifSrcSet).toBe(
      '/_img/images/projets/demo-320.avif 320w, /_img/images/projets/demo-640.avif 640w, /_img/images/projets/demo-1280.avif 1280w',
    );
    expect(image.webpSrcSet).toContain('/_img/images/projets/demo-640.webp 640w');
    expect(image.src).toBe('/_img/images/projets/demo-640.webp');
  });

  it('is served as it is, at its own size, when it has no generated widths (an SVG)', () => {
    expect(resolveImage(manifest, 'images/schema.svg')).toEqual({
      src: '/_img/images/schema.svg',
      width: 600,
      height: 400,
      avifSrcSet: '',
      webpSrcSet: '',
    });
  });

  it('says what to do when the build has not processed it', () => {
    expect(() => resolveImage(manifest, 'images/absente.png')).toThrow(/npm run build/);
  });

  it('names its generated files after the source', () => {
    expect(variantPath('images/profil.png', 160, 'avif')).toBe('/_img/images/profil-160.avif');
    expect(assetPath('icons/react.svg')).toBe('/_img/icons/react.svg');
  });
});

describe('a video poster', () => {
  it('is one WebP file, the widest the carousel can use (420 px at density 2)', () => {
    expect(posterWidth([160, 320, 480, 640, 800, 960, 1280])).toBe(800);
    expect(posterWidth([160, 320])).toBe(320);
    expect(resolvePoster(manifest, 'images/projets/demo.png')).toEqual({ src: '/_img/images/projets/demo-640.webp', width: 1280, height: 800 });
  });

  it('is served as it is when it is an SVG', () => {
    expect(resolvePoster(manifest, 'images/schema.svg')).toEqual({ src: '/_img/images/schema.svg', width: 600, height: 400 });
  });
});
