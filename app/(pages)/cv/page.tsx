import type { Metadata } from 'next';
import { CvDownloadLink } from '@/components/cv/CvDownloadLink';
import { CvSheet } from '@/components/cv/CvSheet';
import { PageHeading } from '@/components/layout/PageHeading';
import { getCv } from '@/lib/content/cv';
import { JsonLd } from '@/components/shared/JsonLd';
import { pageMetadata } from '@/lib/site/metadata';
import { cvGraph } from '@/lib/site/structured-data';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata('fr', { page: 'cv' });

export default function CvPage() {
  return (
    <>
      <div className={styles.intro}>
        <PageHeading title="CV">
          <p>Mon parcours sur une page, à lire ici, à imprimer ou à télécharger.</p>
        </PageHeading>
        <CvDownloadLink />
      </div>
      <CvSheet cv={getCv()} />
      <JsonLd data={cvGraph('fr')} />
    </>
  );
}
