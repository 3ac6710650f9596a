import type { CvSkill } from '@/lib/content/cv';
import styles from './CvSkills.module.css';

/** Each skill with what it covers, then the technologies no skill names. */
export function CvSkills({ skills, otherTechnologies }: { skills: CvSkill[]; otherTechnologies: string[] }) {
  return (
    <>
      {skills.length > 0 && (
        <dl className={styles.skills}>
          {skills.map((skill) => (
            <div key={skill.label} className={styles.skill}>
              <dt className={styles.label}>{skill.label}</dt>
              <dd className={styles.detail}>{skill.detail}</dd>
            </div>
          ))}
        </dl>
      )}
      {otherTechnologies.length > 0 && (
        <p>
          <span className={styles.label}>Autres technologies : </span>
          {otherTechnologies.join(', ')}
        </p>
      )}
    </>
  );
}
