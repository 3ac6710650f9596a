import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';

/** The page's one h1, with an optional introduction below it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.intro}>{children}</div>}
    </div>
  );
}
