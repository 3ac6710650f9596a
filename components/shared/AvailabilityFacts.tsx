import type { CvFact } from '@/lib/content/cv';
import styles from './AvailabilityFacts.module.css';

type Props = {
  /** From lib/content/cv.ts (availabilityFacts(availability, locale)): one wording everywhere, the PDF included. */
  facts: CvFact[];
  /** The place's own spacing and size; the facts keep their look. */
  className?: string;
};

/** The owner's availability at a glance: when, for how long, where, and what else a recruiter checks. */
export function AvailabilityFacts({ facts, className }: Props) {
  return (
    <dl className={className ? `${styles.facts} ${className}` : styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.definition}>{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
