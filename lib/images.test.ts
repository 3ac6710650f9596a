import { resolveImage, variantPath } from './images';

const manifest = { '/images/projets/demo.png': { width: 1280, height: 800, widths: [320, 640, 1280] } };

describe('a content image', () => {
  it('becomes AVIF and WebP sources at every generated width, with its own size', () => {
    const image = resolveImage(manifest, '/images/projets/demo.png', { width: 1, height: 1 });
    expect(image.width).toBe(1280);
    expect(image.height).toBe(800);
    expect(image.avifSrcSet).toBe(
      '/_img/images/projets/demo-320.avif 320w, /_img/images/projets/demo-640.avif 640w, /_img/images/projets/demo-1280.avif 1280w',
    );
    expect(image.webpSrcSet).toContain('/_img/images/projets/demo-640.webp 640w');
    expect(image.src).toBe('/_img/images/projets/demo-640.webp');
  });

  it('is drawn as it is when the build step did not process it (an SVG)', () => {
    const image = resolveImage(manifest, '/images/schema.svg', { width: 1280, height: 800 });
    expect(image).toEqual({
      src: '/images/schema.svg',
      width: 1280,
      height: 800,
      avifSrcSet: '',
      webpSrcSet: '',
    });
  });

  it('names its generated files after the source', () => {
    expect(variantPath('/images/profil.png', 160, 'avif')).toBe('/_img/images/profil-160.avif');
  });
});
