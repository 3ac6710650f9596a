import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { withBasePath } from '@/lib/site/base-path';
import { jsonResumePath } from '@/lib/content/cv';
import styles from './CvJsonResumeLink.module.css';

/**
 * "CV au format JSON Resume": a plain link to the CV of the page's language as JSON Resume, which the build
 * writes beside the pages (lib/build/json-resume.ts), for the CV themes and tools that read that format.
 */
export function CvJsonResumeLink({ locale }: { locale: Locale }) {
  return (
    <a className={styles.link} href={withBasePath(jsonResumePath(locale))} hrefLang={locale} type="application/json">
      {messages(locale).cv.jsonResume.link}
    </a>
  );
}
