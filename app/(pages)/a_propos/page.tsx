import type { Metadata } from 'next';
import { AboutProfile } from '@/components/about/AboutProfile';
import { BackLink } from '@/components/layout/BackLink';
import { CvDownloadLink } from '@/components/cv/CvDownloadLink';
import { JsonLd } from '@/components/shared/JsonLd';
import { SkillList } from '@/components/about/SkillList';
import { pageMetadata } from '@/lib/site/metadata';
import { aboutGraph } from '@/lib/site/structured-data';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata('fr', { page: 'about' });

export default function AboutPage() {
  return (
    <>
      <AboutProfile />
      <SkillList />
      <p className={styles.cv}>
        <CvDownloadLink />
      </p>
      <BackLink href="/" />
      <JsonLd data={aboutGraph('fr')} />
    </>
  );
}
