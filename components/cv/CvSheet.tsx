import type { Cv, CvSection } from '@/lib/content/cv';
import type { Locale } from '@/lib/i18n/locales';
import { CvHeader } from './CvHeader';
import { CvProjects } from './CvProjects';
import { CvSkills } from './CvSkills';
import { CvTimeline } from './CvTimeline';
import styles from './CvSheet.module.css';

function SectionContent({ section, locale }: { section: CvSection; locale: Locale }) {
  switch (section.kind) {
    case 'profile':
      return section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
    case 'education':
    case 'experience':
      return <CvTimeline entries={section.entries} />;
    case 'projects':
      return <CvProjects projects={section.projects} locale={locale} />;
    case 'skills':
      return <CvSkills skills={section.skills} otherTechnologies={section.otherTechnologies} locale={locale} />;
    case 'passions':
      return (
        <ul className={styles.inline}>
          {section.passions.map((passion) => (
            <li key={passion}>{passion}</li>
          ))}
        </ul>
      );
  }
}

/** The CV as a sheet of paper: the same object, sections and order as its PDF, in the CV's language. */
export function CvSheet({ cv }: { cv: Cv }) {
  return (
    <article className={styles.sheet}>
      <CvHeader cv={cv} />
      {cv.sections.map((section) => (
        <section key={section.kind} className={styles.section} aria-labelledby={`cv-${section.kind}`}>
          <h2 id={`cv-${section.kind}`} className={styles.title}>
            {section.title}
          </h2>
          <SectionContent section={section} locale={cv.locale} />
        </section>
      ))}
    </article>
  );
}
