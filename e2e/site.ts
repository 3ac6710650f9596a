import { expect, type Page } from '@playwright/test';
import { counterText, slidePosition } from '@/lib/browser/carousel';
import { messages } from '@/lib/i18n/messages';
export { routes } from './content';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The counter of a French carousel of `count` slides, whichever it shows: "Image 2 sur 3", "Vidéo 1 sur 3". */
export function carouselCounter(page: Page, count: number) {
  const texts = Array.from({ length: count }, (_, i) => (['image', 'video'] as const).map((kind) => counterText('fr', i, count, kind))).flat();
  return page.getByText(new RegExp(`^(?:${texts.map(escapeRegExp).join('|')})$`));
}

/** The end of that counter's text on the slide at `index`, whatever its kind: "2 sur 3". */
export const slideAt = (index: number, count: number) => new RegExp(`${escapeRegExp(slidePosition('fr', index, count))}$`);

/** A URL regular expression that ends with this path (and query). */
export function pathPattern(path: string, query = ''): RegExp {
  return new RegExp(`/${escapeRegExp(path)}${query ? escapeRegExp(query) : ''}$`);
}

/**
 * Back and Forward through entries the page wrote itself (a filter's choice, a client-side navigation), as
 * its own `history` does them. Playwright's goBack reads the browser's session history, which may learn
 * of such an entry after the page's address shows it: it then finds no entry to go to, and does nothing.
 * The page's own request reaches the browser after the entry, in order.
 */
export const historyBack = (page: Page) => page.evaluate(() => history.back());
export const historyForward = (page: Page) => page.evaluate(() => history.forward());

/**
 * The filter panel's toggle: a native disclosure's <summary>, which screen readers announce as a button
 * but Playwright gives no role. Its name is the label CSS shows for the panel's state.
 */
export const filterToggle = (page: Page) => page.getByRole('main').locator('summary');

const { showFilters, hideFilters, typeLegend, allTypes } = messages('fr').projectList;
const { carousel } = messages('fr');

/** The type filter's "every type" radio: its name is the label, then the count. */
export const allTypesRadio = (page: Page, { includeHidden = false } = {}) =>
  page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(allTypes)}`), includeHidden });

/** The carousel's buttons, named by the messages. */
export const nextImage = (page: Page) => page.getByRole('button', { name: carousel.next });
export const previousImage = (page: Page) => page.getByRole('button', { name: carousel.previous });
/** The carousel of the project titled `title`: the region its label names. */
export const carouselRegion = (page: Page, title: string) => page.getByRole('region', { name: carousel.label(title) });

/** The toggle says what a press does, and the panel is shown or not. */
export async function expectFilterPanel(page: Page, open: boolean) {
  await expect(filterToggle(page)).toHaveAccessibleName(open ? hideFilters : showFilters);
  await expect(page.getByRole('group', { name: typeLegend })).toBeVisible({ visible: open });
}
