import type { ProjectSummary } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { projectPath } from '@/lib/i18n/routes';
import { SiteLink } from '@/components/layout/SiteLink';
import styles from './ProjectPager.module.css';

type Neighbour = Pick<ProjectSummary, 'slug' | 'titre'>;

type Props = { locale: Locale; previous: Neighbour | null; next: Neighbour };

/**
 * From one project to the one before or after it in the list, which wraps at both ends (lib/content/related.ts:
 * with two projects, the other one is only the next).
 */
export function ProjectPager({ locale, previous, next }: Props) {
  const texts = messages(locale).projectDetail;
  const separator = <span className="visually-hidden">{texts.separator}</span>;
  return (
    <nav className={styles.pager} aria-label={texts.pager}>
      {previous && (
        <SiteLink className={styles.link} href={projectPath(locale, previous.slug)} rel="prev">
          <span className={styles.direction}>
            <span aria-hidden="true">←</span> {texts.previous}
            {separator}
          </span>
          <span className={styles.title}>{previous.titre}</span>
        </SiteLink>
      )}
      <SiteLink className={`${styles.link} ${styles.next}`} href={projectPath(locale, next.slug)} rel="next">
        <span className={styles.direction}>
          {texts.next}
          {separator} <span aria-hidden="true">→</span>
        </span>
        <span className={styles.title}>{next.titre}</span>
      </SiteLink>
    </nav>
  );
}
