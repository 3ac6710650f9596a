import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { withBasePath } from '@/lib/site/base-path';
import { getCv } from '@/lib/content/cv';
import { Icon } from '@/components/shared/Icon';
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
      <Icon name="download" />
      {messages(locale).cv.download}
    </a>
  );
}
