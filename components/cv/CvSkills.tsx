import type { CvSkill } from '@/lib/content/cv';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import styles from './CvSkills.module.css';

type Props = { skills: CvSkill[]; otherTechnologies: string[]; locale: Locale };

/** Each skill with what it covers, then the technologies no skill names. */
export function CvSkills({ skills, otherTechnologies, locale }: Props) {
  const words = messages(locale).cv;
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
          <span className={styles.label}>{words.label(words.otherTechnologies)}</span>
          {otherTechnologies.join(', ')}
        </p>
      )}
    </>
  );
}
