export { routes } from './content';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A URL regular expression that ends with this path (and query). */
export function pathPattern(path: string, query = ''): RegExp {
  return new RegExp(`/${escapeRegExp(path)}${query ? escapeRegExp(query) : ''}$`);
}
