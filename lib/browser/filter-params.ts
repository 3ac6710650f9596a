/**
 * The parameters of a filtered list's address (`?type=universitaire&tags=PHP,SQL`), read and written by
 * lib/browser/filters.ts; the audience measurement keeps or drops them (lib/browser/audience/). An enum
 * in a module of its own: esbuild writes each member's value where it is used and leaves the rest out,
 * so the filter's script is byte for byte what it was before they were named.
 */
export enum FilterParam {
  type = 'type',
  tags = 'tags',
}
