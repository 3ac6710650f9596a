import type { Metadata } from 'next';
import { profile } from '@/content/profile';
import { CvDownloadLink } from '@/components/cv/CvDownloadLink';
import { CvSheet } from '@/components/cv/CvSheet';
import { PageHeading } from '@/components/layout/PageHeading';
import { getCv } from '@/lib/content/cv';
import { JsonLd } from '@/components/shared/JsonLd';
import { pageMetadata } from '@/lib/site/metadata';
import { cvGraph } from '@/lib/site/structured-data';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'CV',
  description: `CV de ${profile.name}, ${profile.jobTitle} en recherche de stage : formation, expérience, projets et compétences, à lire en ligne ou à télécharger en PDF.`,
  path: '/cv',
  preview: { path: '/cv/apercu.png', alt: `CV de ${profile.name}` },
});

export default function CvPage() {
  return (
    <>
      <div className={styles.intro}>
        <PageHeading title="CV">
          <p>Mon parcours sur une page, à lire ici, à imprimer ou à télécharger.</p>
        </PageHeading>
        <CvDownloadLink locale="fr" />
      </div>
      <CvSheet cv={getCv('fr')} />
      <JsonLd data={cvGraph()} />
    </>
  );
}
