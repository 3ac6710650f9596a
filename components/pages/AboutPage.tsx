import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/i18n/routes';
import { AboutProfile } from '@/components/about/AboutProfile';
import { SkillList } from '@/components/about/SkillList';
import { CvDownloadLink } from '@/components/cv/CvDownloadLink';
import { BackLink } from '@/components/layout/BackLink';
import { ContentColors } from '@/components/layout/ContentColors';
import { PageFrame } from '@/components/layout/PageFrame';
import styles from './AboutPage.module.css';

/** The about page of one language: photo, alias, availability, biography, skills, passions, the CV. */
export function AboutPage({ locale }: { locale: Locale }) {
  return (
    <PageFrame locale={locale} page={{ page: 'about' }}>
      <ContentColors />
      <AboutProfile locale={locale} />
      <SkillList locale={locale} />
      <p className={styles.cv}>
        <CvDownloadLink locale={locale} />
      </p>
      <BackLink locale={locale} href={pagePath(locale, { page: 'home' })} />
    </PageFrame>
  );
}
