import type { ResponsiveImageData } from '@/lib/images';

/** A stand-in for a generated image in component tests. */
export function testImage(name: string): ResponsiveImageData {
  return {
    src: `/_img/${name}-640.webp`,
    width: 1280,
    height: 800,
    avifSrcSet: `/_img/${name}-640.avif 640w`,
    webpSrcSet: `/_img/${name}-640.webp 640w`,
  };
}
