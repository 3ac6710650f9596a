import { getLegalNotice } from '@/lib/content/owner';
import type { Locale } from '@/lib/i18n/locales';
import { audience } from '@/lib/site/audience';
import { AudienceSection } from './AudienceSection';
import styles from './LegalSections.module.css';

/**
 * The legal notice's sections, as written in content/legal.ts, in the page's language; then, when the
 * owner measures the audience, the section that says how and lets the visitor object.
 */
export function LegalSections({ locale }: { locale: Locale }) {
  return (
    <div className={styles.sections}>
      {getLegalNotice(locale).sections.map((section) => (
        <section key={section.titre} className={styles.section}>
          <h2 className={styles.title}>{section.titre}</h2>
          {section.paragraphes.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {audience && <AudienceSection locale={locale} settings={audience} />}
    </div>
  );
}
