import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { getCv } from '@/lib/content/cv';
import { CvDownloadLink } from '@/components/cv/CvDownloadLink';
import { CvJsonResumeLink } from '@/components/cv/CvJsonResumeLink';
import { CvSheet } from '@/components/cv/CvSheet';
import { PageFrame } from '@/components/layout/PageFrame';
import { PageHeading } from '@/components/layout/PageHeading';
import styles from './CvPage.module.css';

/** The CV of one language, to read, print or download as the PDF of the same language, or take as JSON Resume. */
export function CvPage({ locale }: { locale: Locale }) {
  const { label, intro } = messages(locale).pages.cv;
  return (
    <PageFrame locale={locale} page={{ page: 'cv' }}>
      <div className={styles.intro}>
        <PageHeading title={label}>
          <p>{intro}</p>
        </PageHeading>
        <div className={styles.files}>
          <CvDownloadLink locale={locale} />
          <CvJsonResumeLink locale={locale} />
        </div>
      </div>
      <CvSheet cv={getCv(locale)} />
    </PageFrame>
  );
}
