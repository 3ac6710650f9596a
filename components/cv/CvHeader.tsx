import type { Cv } from '@/lib/content/cv';
import { messages } from '@/lib/i18n/messages';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { SiteLink } from '@/components/layout/SiteLink';
import { AvailabilityFacts } from '@/components/shared/AvailabilityFacts';
import styles from './CvHeader.module.css';

/** Who, what, the internship sought and when, and how to get in touch: addresses written out, as on paper. */
export function CvHeader({ cv }: { cv: Cv }) {
  const { label } = messages(cv.locale).cv;
  return (
    <header className={styles.header}>
      <p className={styles.name}>{cv.name}</p>
      <p className={styles.role}>
        {cv.jobTitle} · {cv.location}
      </p>
      <p className={styles.search}>{cv.search}</p>
      <AvailabilityFacts className={styles.availability} facts={cv.availability} />
      <ul className={styles.contacts}>
        {cv.contacts.map((contact) => (
          <li key={contact.label}>
            <span className={styles.label}>{label(contact.label)}</span>
            {contact.path ? (
              <SiteLink href={contact.path}>{contact.text}</SiteLink>
            ) : contact.href.startsWith('mailto:') ? (
              <a href={contact.href}>{contact.text}</a>
            ) : (
              <ExternalLink locale={cv.locale} href={contact.href}>{contact.text}</ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </header>
  );
}
