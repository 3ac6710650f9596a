import { memo } from 'react';
import { projectCount } from '@/lib/browser/filters';
import type { ProjectEntry } from './ProjectBrowser';
import styles from './ProjectGrid.module.css';

type Props = { entries: ProjectEntry[]; visible: ReadonlySet<string> };

/**
 * The cards, the filtered-out ones hidden rather than removed: each card is the same element from one
 * render to the next, so React leaves it alone. The count above is what screen readers hear when the
 * filter changes.
 */
export const ProjectGrid = memo(function ProjectGrid({ entries, visible }: Props) {
  const count = visible.size;
  return (
    <>
      <p role="status" className={count === 0 ? styles.empty : styles.count}>
        {count === 0
          ? 'Aucun projet ne correspond a ce filtre.'
          : `${projectCount(count)} sur ${entries.length}`}
      </p>
      <ul className={styles.grid} hidden={count === 0}>
        {entries.map((entry) => (
          <li key={entry.slug} hidden={!visible.has(entry.slug)}>
            {entry.card}
          </li>
        ))}
      </ul>
    </>
  );
});
