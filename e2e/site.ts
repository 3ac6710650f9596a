/** The site's pages as the tests visit them: paths relative to baseURL, so a base-path run works too. */
export const routes = [
  { path: '', h1: 'Alex Exemple', footer: false },
  { path: 'projets', h1: 'Projets', footer: true },
  { path: 'projets/portfolio', h1: 'Portfolio', footer: true },
  { path: 'projets/niltiplication', h1: 'Niltiplication', footer: true },
  { path: 'a_propos', h1: 'À propos', footer: true },
  { path: 'contact', h1: 'Contact', footer: true },
  { path: 'mentions-legales', h1: 'Mentions légales', footer: true },
] as const;

/** Escapes text for use in a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Escapes a path for use in a URL regular expression. */
export function pathPattern(path: string, query = ''): RegExp {
  return new RegExp(`/${escapeRegExp(path)}${query ? escapeRegExp(query) : ''}$`);
}
