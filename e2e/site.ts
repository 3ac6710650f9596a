export { routes } from './content';

/** Escapes a path for use in a URL regular expression. */
export function pathPattern(path: string, query = ''): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/${escape(path)}${query ? escape(query) : ''}$`);
}
