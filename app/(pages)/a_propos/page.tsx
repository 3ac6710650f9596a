import type { Metadata } from 'next';
import { profile } from '@/content/profile';
import { AboutProfile } from '@/components/about/AboutProfile';
import { BackLink } from '@/components/layout/BackLink';
import { CvDownloadLink } from '@/components/cv/CvDownloadLink';
import { JsonLd } from '@/components/shared/JsonLd';
import { SkillList } from '@/components/about/SkillList';
import { pageMetadata } from '@/lib/site/metadata';
import { aboutGraph } from '@/lib/site/structured-data';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'À propos',
  description: `Parcours, compétences et passions de ${profile.name}, développeur web en recherche de stage.`,
  path: '/a_propos',
});

export default function AboutPage() {
  return (
    <>
      <AboutProfile />
      <SkillList />
      <p className={styles.cv}>
        <CvDownloadLink locale="fr" />
      </p>
      <BackLink href="/" />
      <JsonLd data={aboutGraph()} />
    </>
  );
}
