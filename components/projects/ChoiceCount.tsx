import { dataProps } from '@/lib/browser/data-attributes';
import { filterAttributes as a } from '@/lib/browser/filter-attributes';
import { choiceCountText, type FilteredList } from '@/lib/browser/filters';
import type { Locale } from '@/lib/i18n/locales';
import styles from './ChoiceCount.module.css';

/**
 * What a filter choice would leave visible: "· 3" to the eye, "(3 projets)" or "(aucun projet)" to a
 * screen reader, which hears it as part of the control's name: "React (3 projets)". The filter's script
 * rewrites both texts in the page's language (lib/browser/filter-controller.ts), before React hydrates
 * too: each is marked suppressHydrationWarning, and hydration keeps what it wrote.
 */
export function ChoiceCount({ locale, count, list = 'projects' }: { locale: Locale; count: number; list?: FilteredList }) {
  const text = choiceCountText(locale, count, list);
  return (
    <>
      <span className={styles.count} aria-hidden="true" {...dataProps(a.countShown)} suppressHydrationWarning>
        {text.shown}
      </span>
      <span className="visually-hidden" {...dataProps(a.countSpoken)} suppressHydrationWarning>
        {text.spoken}
      </span>
    </>
  );
}
