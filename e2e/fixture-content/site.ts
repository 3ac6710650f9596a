export * from '../../content/site';

/** The second owner's own icon: a PNG (the owner's is an SVG), round, in other colours. */
export const siteIcon = { fichier: 'icone.png', fond: '#0f766e' };
