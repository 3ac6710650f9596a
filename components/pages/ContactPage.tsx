import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { getProfile } from '@/lib/content/owner';
import { env } from '@/lib/site/env';
import { ContactForm } from '@/components/contact/ContactForm';
import { PageFrame } from '@/components/layout/PageFrame';
import { PageHeading } from '@/components/layout/PageHeading';
import { SocialLinks } from '@/components/shared/SocialLinks';
import styles from './ContactPage.module.css';

/** The contact page of one language: the form, and the owner's profiles and address beside it. */
export function ContactPage({ locale }: { locale: Locale }) {
  const { label, intro, elsewhere } = messages(locale).pages.contact;
  return (
    <PageFrame locale={locale} page={{ page: 'contact' }}>
      <PageHeading title={label}>
        <p>{intro}</p>
      </PageHeading>
      <div className={styles.layout}>
        <ContactForm locale={locale} settings={env.emailjs} email={getProfile(locale).email} />
        <aside className={styles.aside} aria-labelledby="ailleurs">
          <h2 id="ailleurs" className={styles.asideTitle}>
            {elsewhere}
          </h2>
          <SocialLinks locale={locale} withLabels />
        </aside>
      </div>
    </PageFrame>
  );
}
