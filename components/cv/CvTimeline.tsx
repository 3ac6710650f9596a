import type { CvEntry as Entry } from '@/lib/content/cv';
import { CvEntry } from './CvEntry';
import styles from './cv-list.module.css';

/** Education or experience, most recent first: "Diplôme — École, Lieu", its period and one line. */
export function CvTimeline({ entries }: { entries: Entry[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <CvEntry
          key={`${entry.title}-${entry.period.start}`}
          title={
            <>
              {entry.title}
              <span className={styles.organisation}>
                {' — '}
                {[entry.organisation, entry.place].filter(Boolean).join(', ')}
              </span>
            </>
          }
          date={entry.period.text}
        >
          {entry.description && <p className={styles.detail}>{entry.description}</p>}
        </CvEntry>
      ))}
    </ul>
  );
}
