import type { Note } from '@/lib/content/notes';
import { formatNumber, longDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { PillList } from '@/components/shared/PillList';
import styles from './NoteFacts.module.css';

type Props = { locale: Locale; note: Pick<Note, 'date' | 'miseAJour' | 'minutes' | 'tags'> };

/** A note's day (and the day it was updated), its reading time and its tags: in the list and above the note. */
export function NoteFacts({ locale, note }: Props) {
  const texts = messages(locale).notes;
  return (
    <div className={styles.facts}>
      <p className={styles.line}>
        <span>
          {texts.published} <time dateTime={note.date}>{longDate(locale, note.date)}</time>
          {note.miseAJour && (
            <>
              {', '}
              {texts.updated} <time dateTime={note.miseAJour}>{longDate(locale, note.miseAJour)}</time>
            </>
          )}
        </span>
        <span aria-hidden="true"> · </span>
        <span>{texts.readingTime(formatNumber(locale, note.minutes))}</span>
      </p>
      {note.tags.length > 0 && (
        <div className={styles.tags}>
          <span className="visually-hidden">{texts.tags}</span>
          <PillList items={note.tags} small />
        </div>
      )}
    </div>
  );
}
