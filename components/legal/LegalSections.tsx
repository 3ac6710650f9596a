import { legal } from '@/content/legal';
import styles from './LegalSections.module.css';

/** The legal notice's sections, as written in content/legal.ts. */
export function LegalSections() {
  return (
    <div className={styles.sections}>
      {legal.sections.map((section) => (
        <section key={section.titre} className={styles.section}>
          <h2 className={styles.title}>{section.titre}</h2>
          {section.paragraphes.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
