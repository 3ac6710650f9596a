import { fileSize } from './files';

/**
 * The decisions of the image build (scripts/build-images.mts), kept apart from sharp and the disk so they
 * are unit-tested: which files the pages use, at which widths, and at which quality each fits its budget.
 */

/** Largest size of one generated image file; the README states it to the owner. */
export const IMAGE_BUDGET_BYTES = 60 * 1024;
/** Largest size of a technology icon, served as it is. */
export const ICON_BUDGET_BYTES = 4 * 1024;

/** Candidate widths; an image never grows beyond its own width. */
export const WIDTHS = [160, 320, 480, 640, 800, 960, 1280];

/** The formats written for each width, from the preferred quality down to the lowest acceptable one. */
export const FORMATS = {
  avif: { qualities: [55, 48, 40, 32], effort: 4 },
  webp: { qualities: [78, 70, 60, 50, 40] },
} as const;

export type ImageFormat = keyof typeof FORMATS;

type ContentWithFiles = {
  projects: { miniature: string; images: string[] }[];
  profile: { photo: string };
  technologies: { imgSrc: string }[];
};

/** The content files pages show: images (resized) and icons (served as they are), each once. */
export function referencedFiles(content: ContentWithFiles): { images: string[]; icons: string[] } {
  const images = [...content.projects.flatMap((project) => [project.miniature, ...project.images]), content.profile.photo];
  return {
    images: [...new Set(images)],
    icons: [...new Set(content.technologies.map((technology) => technology.imgSrc))],
  };
}

/** The widths generated for a source image of this width: the candidates below it, and itself up to 1280 px. */
export function widthsFor(sourceWidth: number): number[] {
  const largest = WIDTHS[WIDTHS.length - 1];
  return WIDTHS.filter((width) => width < sourceWidth).concat(sourceWidth > largest ? [] : [sourceWidth]);
}

/**
 * The first quality, from the best down, whose file fits the budget; undefined when even the lowest does
 * not. `encode` returns the encoded file for a quality.
 */
export async function fitQuality<T extends { length: number }>(
  qualities: readonly number[],
  budget: number,
  encode: (quality: number) => Promise<T>,
): Promise<{ quality: number; file: T } | undefined> {
  for (const quality of qualities) {
    const file = await encode(quality);
    if (file.length <= budget) return { quality, file };
  }
  return undefined;
}

const kilobytes = (bytes: number) => fileSize(bytes, 'Ko');

/** Why the build stops on an image that cannot fit its budget, and what the owner can do. */
export function oversizedImageMessage(source: string, width: number, format: ImageFormat, bytes: number): string {
  const lowest = FORMATS[format].qualities.at(-1);
  return (
    `content/${source} : en ${format.toUpperCase()} à ${width} px, l’image pèse encore ${kilobytes(bytes)} en qualité ${lowest}, ` +
    `au-delà du budget de ${kilobytes(IMAGE_BUDGET_BYTES)} par fichier. Recadrez-la sur ce qui compte, simplifiez-la ` +
    '(moins de grain ou de détails fins) ou exportez une capture plutôt qu’une photo, puis relancez la construction.'
  );
}

export function oversizedIconMessage(source: string, bytes: number): string {
  return (
    `content/${source} : l’icône pèse ${kilobytes(bytes)}, au-delà du budget de ${kilobytes(ICON_BUDGET_BYTES)}. ` +
    'Utilisez un SVG simplifié (par exemple celui de Simple Icons, ou passé dans SVGO).'
  );
}
