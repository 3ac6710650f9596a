/**
 * The data attributes by which the markup and the scripts that run before hydration find each other.
 * Each feature names its attributes once, in a const object (filter-attributes.ts, carousel-attributes.ts,
 * not-found.ts, theme.ts): its components write them with `dataProps`, its script finds them with
 * `selector`, so a renamed or mistyped attribute is a type error on both sides, not a page that silently
 * stops working.
 */

/** An attribute's name, "data-" and the rest. */
export type DataAttribute = `data-${string}`;

/** The CSS selector of the elements that carry an attribute: "[data-filter-item]". */
export const selector = (attribute: DataAttribute): string => `[${attribute}]`;

/**
 * The JSX props that put an attribute on an element: `dataProps(a.panel)` marks it (the scripts test the
 * attribute's presence; React writes it `="true"`), `dataProps(a.tag, label)` gives it a value, which
 * leaves the attribute out when undefined.
 */
export function dataProps<A extends DataAttribute>(attribute: A, ...value: [] | [string | undefined]): Partial<Record<A, string | true>> {
  return { [attribute]: value.length === 0 ? true : value[0] } as Partial<Record<A, string | true>>;
}
