import type { ReactNode } from 'react';
import type { Note } from '@/lib/content/notes';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/i18n/routes';
import { SiteLink } from '@/components/layout/SiteLink';
import { NoteFacts } from './NoteFacts';
import styles from './NoteSummaries.module.css';

type Props = {
  locale: Locale;
  notes: Note[];
  /** The level of each note's title under the section that lists them. */
  headingLevel?: 2 | 3;
  /** What each list item carries besides its note (the filter's attributes on the notes' list). */
  itemProps?: (note: Note) => Record<string, string>;
  children?: ReactNode;
};

/** Notes as a list, newest first: each its title (a link), day, reading time, tags and summary. */
export function NoteSummaries({ locale, notes, headingLevel = 2, itemProps }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {notes.map((note) => (
        <li key={note.slug} className={styles.item} {...itemProps?.(note)}>
          <article className={styles.note}>
            <Heading className={styles.title}>
              <SiteLink href={pagePath(locale, { page: 'note', slug: note.slug })}>{note.titre}</SiteLink>
            </Heading>
            <NoteFacts locale={locale} note={note} />
            <p className={styles.summary}>{note.resume}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
