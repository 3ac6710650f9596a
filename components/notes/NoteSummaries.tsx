import type { Note } from '@/lib/content/notes';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/i18n/routes';
import { SiteLink } from '@/components/layout/SiteLink';
import { NoteFacts } from './NoteFacts';
import styles from './NoteSummaries.module.css';

type Props = {
  locale: Locale;
  notes: Note[];
  /** What each list item carries besides its note (the filter's attributes on the notes' list). */
  itemProps?: (note: Note) => Record<string, string>;
};

/** Notes as a list, newest first: each its title (a link), day, reading time, tags and summary. */
export function NoteSummaries({ locale, notes, itemProps }: Props) {
  return (
    <ul className={styles.list}>
      {notes.map((note) => (
        <li key={note.slug} className={styles.item} {...itemProps?.(note)}>
          <article className={styles.note}>
            <h2 className={styles.title}>
              <SiteLink href={pagePath(locale, { page: 'note', slug: note.slug })}>{note.titre}</SiteLink>
            </h2>
            <NoteFacts locale={locale} note={note} />
            <p className={styles.summary}>{note.resume}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
