import { dataProps } from '@/lib/browser/data-attributes';
import { filterAttributes } from '@/lib/browser/filter-attributes';
import { hasNotes, noteLocales } from '@/lib/content/notes';
import { languageNames, type Locale } from '@/lib/i18n/locales';
import { pagePath, type PageRef } from '@/lib/i18n/routes';
import { withBasePath } from '@/lib/site/base-path';
import { otherLocales } from '@/lib/site/languages';
import styles from './LanguageSwitch.module.css';

type Props = { locale: Locale; page: PageRef };

/** The page itself in another language, or, for a note it lacks, the notes' list there (the home page without notes). */
export function counterpart(page: PageRef, other: Locale): PageRef {
  if (page.page === 'note' && !noteLocales(page.slug).includes(other)) return counterpart({ page: 'notes' }, other);
  if (page.page === 'notes' && !hasNotes(other)) return { page: 'home' };
  return page;
}

/**
 * The same page in the site's other language, named in that language ("English" on a French page, read
 * as English by a screen reader through its lang). A plain link: the other language is another document
 * (its own <html lang>), so there is nothing for client-side navigation to keep. The filter's script carries
 * the project filter of the address over (`languageLink`, lib/browser/filter-attributes.ts). Nothing at
 * all on a site built in one language. A note written in one language only leads to the other language's
 * notes (or, with none there, its home page): the switch never leads to a page that does not exist.
 */
export function LanguageSwitch({ locale, page }: Props) {
  return otherLocales(locale).map((other) => (
    <a
      key={other}
      className={styles.link}
      href={withBasePath(pagePath(other, counterpart(page, other)))}
      hrefLang={other}
      lang={other}
      {...dataProps(filterAttributes.languageLink)}
      // The filter's script carries the filter of the address into href before React hydrates.
      suppressHydrationWarning
    >
      {languageNames[other]}
    </a>
  ));
}
