import type { Technology } from '@/lib/content/content-schema';
import { TechTag } from './TechTag';
import styles from './TagList.module.css';

type Props = {
  /** Technology labels, in the project's order. */
  labels: string[];
  technologies: Technology[];
  /** How many more tags exist than are shown: a "+N" marker stands for them, on the line of the tags. */
  hidden?: number;
};

/** A project's technologies as coloured tags. */
export function TagList({ labels, technologies, hidden = 0 }: Props) {
  return (
    <ul className={hidden > 0 ? styles.oneLine : styles.tags} aria-label="Technologies">
      {labels.map((label) => {
        const technology = technologies.find((t) => t.label === label);
        return (
          technology && (
            <li key={label}>
              <TechTag technology={technology} />
            </li>
          )
        );
      })}
      {hidden > 0 && (
        <li className={styles.more}>
          <span aria-hidden="true">+{hidden}</span>
          <span className="visually-hidden">
            et {hidden} autre{hidden > 1 ? 's' : ''} technologie{hidden > 1 ? 's' : ''}
          </span>
        </li>
      )}
    </ul>
  );
}
