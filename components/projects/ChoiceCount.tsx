import { projectCount } from '@/lib/browser/filters';
import styles from './ChoiceCount.module.css';

/**
 * What a filter choice would leave visible: "· 3" to the eye, "(3 projets)" or "(aucun projet)" to a
 * screen reader, which hears it as part of the control's name: "React (3 projets)". Last in its
 * choice, one text each: the filter's early script rewrites them (lib/early-filter.ts).
 */
export function ChoiceCount({ count }: { count: number }) {
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {`· ${count}`}
      </span>
      <span className="visually-hidden">{` (${projectCount(count)})`}</span>
    </>
  );
}
