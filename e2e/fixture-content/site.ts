export * from '../../content/site';

/** The second owner's own icon: a PNG (the owner's is an SVG), round, in other colours (its background: palette.ts). */
export const siteIcon = { fichier: 'icone.png' };
