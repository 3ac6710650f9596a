import { dataProps } from '@/lib/browser/data-attributes';
import { filterAttributes as a } from '@/lib/browser/filter-attributes';
import { resultText } from '@/lib/browser/filters';
import type { ProjectSummary } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import type { ReactNode } from 'react';
import styles from './ProjectGrid.module.css';

type Props = { locale: Locale; entries: (Pick<ProjectSummary, 'slug' | 'type' | 'tags'> & { card: ReactNode })[] };

/**
 * The cards, every one shown in the HTML. The filter's script (lib/browser/filter-controller.ts) hides
 * the ones a filter leaves out, reading each project's type and tags from its item, and rewrites the
 * count above, which screen readers hear when the filter changes (hydration keeps what it wrote).
 */
export function ProjectGrid({ locale, entries }: Props) {
  return (
    <>
      <p role="status" className={styles.count} {...dataProps(a.status)} suppressHydrationWarning>
        {resultText(locale, entries.length, entries.length)}
      </p>
      <ul className={styles.grid} {...dataProps(a.results)} suppressHydrationWarning>
        {entries.map((entry) => (
          <li
            key={entry.slug}
            {...dataProps(a.item)}
            {...dataProps(a.itemType, entry.type)}
            {...dataProps(a.itemTags, JSON.stringify(entry.tags))}
            suppressHydrationWarning
          >
            {entry.card}
          </li>
        ))}
      </ul>
    </>
  );
}
