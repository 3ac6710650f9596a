import type { Metadata } from 'next';
import { profile } from '@/content/profile';
import { ContactForm } from '@/components/contact/ContactForm';
import { PageHeading } from '@/components/layout/PageHeading';
import { SocialLinks } from '@/components/shared/SocialLinks';
import { env } from '@/lib/site/env';
import { JsonLd } from '@/components/shared/JsonLd';
import { pageMetadata } from '@/lib/site/metadata';
import { contactGraph } from '@/lib/site/structured-data';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata('fr', { page: 'contact' });

export default function ContactPage() {
  return (
    <>
      <PageHeading title="Contact">
        <p>Une proposition de stage, une question sur un projet ? Écrivez-moi, je réponds sous 48 heures.</p>
      </PageHeading>
      <div className={styles.layout}>
        <ContactForm settings={env.emailjs} email={profile.email} />
        <aside className={styles.aside} aria-labelledby="ailleurs">
          <h2 id="ailleurs" className={styles.asideTitle}>
            Me retrouver
          </h2>
          <SocialLinks withLabels />
        </aside>
      </div>
      <JsonLd data={contactGraph('fr')} />
    </>
  );
}
