import type { Technology } from '@/lib/content/content-schema';
import { countOf, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { TechTag } from './TechTag';
import styles from './TagList.module.css';

type Props = {
  locale: Locale;
  /** Technology labels, in the project's order. */
  labels: string[];
  technologies: Technology[];
  /** How many more tags exist than are shown: a "+N" marker stands for them, on the line of the tags. */
  hidden?: number;
};

/** A project's technologies as coloured tags. */
export function TagList({ locale, labels, technologies, hidden = 0 }: Props) {
  const texts = messages(locale).tagList;
  return (
    <ul className={hidden > 0 ? styles.oneLine : styles.tags} aria-label={texts.label}>
      {labels.map((label) => {
        const technology = technologies.find((t) => t.label === label);
        return (
          technology && (
            <li key={label}>
              <TechTag technology={technology} />
            </li>
          )
        );
      })}
      {hidden > 0 && (
        <li className={styles.more}>
          <span aria-hidden="true">+{formatNumber(locale, hidden)}</span>
          <span className="visually-hidden">{texts.more(countOf(locale, hidden, texts.others))}</span>
        </li>
      )}
    </ul>
  );
}
