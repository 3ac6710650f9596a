import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { withBasePath } from '@/lib/site/base-path';
import { getCv } from '@/lib/content/cv';
import styles from './CvDownloadLink.module.css';

/**
 * "Télécharger le CV (PDF)": a plain link to the file of the page's language that the build writes beside
 * the pages (scripts/build-cv.mts), saved under the owner's name.
 */
export function CvDownloadLink({ locale }: { locale: Locale }) {
  const { file } = getCv(locale);
  return (
    <a
      className={styles.download}
      href={withBasePath(file.path)}
      download={file.name}
      hrefLang={locale}
      type="application/pdf"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M11 3h2v9.17l3.59-3.58L18 10l-6 6-6-6 1.41-1.41L11 12.17zM5 18h14v2H5z" />
      </svg>
      {messages(locale).cv.download}
    </a>
  );
}
