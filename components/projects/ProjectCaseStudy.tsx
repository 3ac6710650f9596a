import type { CaseStudySection } from '@/lib/content/case-study';
import { ProjectDescription } from './ProjectDescription';
import styles from './ProjectCaseStudy.module.css';

/**
 * The project's case study, after its description: one headed section per part the content gives
 * (lib/content/case-study.ts), in the order a recruiter reads them. Nothing at all without one.
 */
export function ProjectCaseStudy({ sections }: { sections: CaseStudySection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className={styles.caseStudy}>
      {sections.map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`etude-${section.key}`}>
          <h2 id={`etude-${section.key}`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.figures && (
            <dl className={styles.figures}>
              {section.figures.map((figure) => (
                <div key={figure.libelle} className={styles.figure}>
                  <dt>{figure.libelle}</dt>
                  <dd className={styles.value}>{figure.valeur}</dd>
                </div>
              ))}
            </dl>
          )}
          {section.paragraphs.length > 0 && <ProjectDescription description={section.paragraphs} />}
        </section>
      ))}
    </div>
  );
}
