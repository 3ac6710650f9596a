import type { Note } from '@/lib/content/notes';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { SiteLink } from '@/components/layout/SiteLink';
import { NoteTeasers } from './NoteTeasers';
import styles from './NoteSection.module.css';

type Props = { locale: Locale; notes: Note[]; title: string; id: string; className?: string };

/**
 * A few notes under their heading, and the way to all of them: the home page's latest, a project's own.
 * Nothing when there is none.
 */
export function NoteSection({ locale, notes, title, id, className }: Props) {
  if (notes.length === 0) return null;
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <NoteTeasers locale={locale} notes={notes} />
      <p>
        <SiteLink href={pagePath(locale, { page: 'notes' })}>{messages(locale).notes.allNotes}</SiteLink>
      </p>
    </section>
  );
}
