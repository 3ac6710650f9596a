import { OBJECTION_ATTRIBUTE } from '@/lib/browser/audience/settings';
import { dataProps } from '@/lib/browser/data-attributes';
import type { AudienceSettings } from '@/lib/content/content-schema';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { providerNames } from '@/lib/site/audience';
import styles from './LegalSections.module.css';

/**
 * The legal notice's section on audience measurement, rendered only when the owner measures it: the
 * service, what it receives, for how long, and the visitor's objection. The switch is a native checkbox,
 * disabled in the HTML: the audience script (lib/browser/audience/measurement.ts) enables it, checks it
 * when the visitor objected, and remembers a change on the device.
 */
export function AudienceSection({ locale, settings }: { locale: Locale; settings: AudienceSettings }) {
  const text = messages(locale).audience;
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{text.title}</h2>
      {text.paragraphs(providerNames[settings.provider], settings.retentionMonths).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <label className={styles.objection}>
        <input type="checkbox" disabled {...dataProps(OBJECTION_ATTRIBUTE)} />
        {text.objection}
      </label>
    </section>
  );
}
