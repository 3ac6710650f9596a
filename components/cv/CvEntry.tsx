import type { ReactNode } from 'react';
import styles from './CvEntry.module.css';

type Props = {
  /** The entry's heading: a diploma, a position, a project. */
  title: ReactNode;
  /** When: at the right of the title on a wide screen and on paper. */
  date: string;
  children?: ReactNode;
};

/** One line of a CV section: its title and date, then its details. */
export function CvEntry({ title, date, children }: Props) {
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.date}>{date}</p>
      </div>
      {children}
    </li>
  );
}
