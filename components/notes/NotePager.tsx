import type { Note } from '@/lib/content/notes';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { SiteLink } from '@/components/layout/SiteLink';
import styles from '@/components/projects/ProjectPager.module.css';

type Props = { locale: Locale; newer?: Pick<Note, 'slug' | 'titre'>; older?: Pick<Note, 'slug' | 'titre'> };

/** The notes before and after one in its language's list (lib/content/notes.ts); nothing at either end. */
export function NotePager({ locale, newer, older }: Props) {
  if (!newer && !older) return null;
  const texts = messages(locale).notes;
  const separator = <span className="visually-hidden">{messages(locale).projectDetail.separator}</span>;
  return (
    <nav className={styles.pager} aria-label={texts.pager}>
      {older && (
        <SiteLink className={styles.link} href={pagePath(locale, { page: 'note', slug: older.slug })} rel="prev">
          <span className={styles.direction}>
            <span aria-hidden="true">←</span> {texts.older}
            {separator}
          </span>
          <span className={styles.title}>{older.titre}</span>
        </SiteLink>
      )}
      {newer && (
        <SiteLink className={`${styles.link} ${styles.next}`} href={pagePath(locale, { page: 'note', slug: newer.slug })} rel="next">
          <span className={styles.direction}>
            {texts.newer}
            {separator} <span aria-hidden="true">→</span>
          </span>
          <span className={styles.title}>{newer.titre}</span>
        </SiteLink>
      )}
    </nav>
  );
}
