import type { Project } from '@/lib/content/content-schema';
import { SiteLink } from '@/components/layout/SiteLink';
import styles from './ProjectPager.module.css';

type Neighbour = Pick<Project, 'slug' | 'titre'>;

/**
 * From one project to the one before or after it in the list, which wraps at both ends (lib/content/related.ts:
 * with two projects, the other one is only the next).
 */
export function ProjectPager({ previous, next }: { previous: Neighbour | null; next: Neighbour }) {
  return (
    <nav className={styles.pager} aria-label="Projet précédent et suivant">
      {previous && (
        <SiteLink className={styles.link} href={`/projets/${previous.slug}`} rel="prev">
          <span className={styles.direction}>
            <span aria-hidden="true">←</span> Projet précédent<span className="visually-hidden"> : </span>
          </span>
          <span className={styles.title}>{previous.titre}</span>
        </SiteLink>
      )}
      <SiteLink className={`${styles.link} ${styles.next}`} href={`/projets/${next.slug}`} rel="next">
        <span className={styles.direction}>
          Projet suivant<span className="visually-hidden"> : </span> <span aria-hidden="true">→</span>
        </span>
        <span className={styles.title}>{next.titre}</span>
      </SiteLink>
    </nav>
  );
}
