import type { Note } from '@/lib/content/notes';
import { longDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/i18n/routes';
import { SiteLink } from '@/components/layout/SiteLink';
import styles from './NoteTeasers.module.css';

/**
 * A few notes under a section's heading, newest first: each its title (a link), its day and its summary.
 * Lighter than the notes' list: the reading time and the tags are on the list and the note's page.
 */
export function NoteTeasers({ locale, notes }: { locale: Locale; notes: Note[] }) {
  return (
    <ul className={styles.list}>
      {notes.map((note) => (
        <li key={note.slug} className={styles.note}>
          <h3 className={styles.title}>
            <SiteLink href={pagePath(locale, { page: 'note', slug: note.slug })}>{note.titre}</SiteLink>
          </h3>
          <p className={styles.day}>
            <time dateTime={note.date}>{longDate(locale, note.date)}</time>
          </p>
          <p>{note.resume}</p>
        </li>
      ))}
    </ul>
  );
}
