import type { Technology } from '@/lib/content/content-schema';
import { dataProps } from '@/lib/browser/data-attributes';
import { filterAttributes as a } from '@/lib/browser/filter-attributes';
import { typeChoices, type ChoiceCounts } from '@/lib/browser/filters';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { technologyClass } from '@/lib/content/tags';
import { TechIcon } from '@/components/shared/TechIcon';
import { ChoiceCount } from './ChoiceCount';
import { FilterTagButton } from './FilterTagButton';
import styles from './ProjectFilters.module.css';

type Props = {
  locale: Locale;
  technologies: Technology[];
  /** How many projects each choice leaves visible in the unfiltered list (lib/browser/filters.ts countIfChosen). */
  counts: ChoiceCounts;
};

const PANEL_ID = 'filtres-projets';

/**
 * The toggle and the panel: a radio choice of type and one toggle button per technology, each with the
 * number of projects it would leave visible. The toggle is a native disclosure (<details>), so it opens
 * and closes from the first paint; CSS shows the label of its state. The choices are rendered here, at
 * build time, and made to work by the filter's script (lib/browser/filter-controller.ts), which finds them
 * by their attributes (lib/browser/filter-attributes.ts): without JavaScript they stay disabled. The
 * elements the script changes before React hydrates are marked suppressHydrationWarning: hydration finds
 * them as the visitor left them, and keeps them so.
 */
export function ProjectFilters({ locale, technologies, counts }: Props) {
  const texts = messages(locale).projectList;
  return (
    <div className={styles.filters}>
      {/* The browser (the visitor's click) and the filter's script (a filtered address) set `open`. */}
      <details className={styles.disclosure} {...dataProps(a.panel)} suppressHydrationWarning>
        <summary className={styles.toggle}>
          <span className={styles.whenClosed}>{texts.showFilters}</span>
          <span className={styles.whenOpen}>{texts.hideFilters}</span>
        </summary>
        <div id={PANEL_ID} className={styles.panel}>
          {/* The filter's script enables it. */}
          <fieldset className={styles.group} disabled {...dataProps(a.fields)} suppressHydrationWarning>
            <legend className={styles.legend}>{texts.typeLegend}</legend>
            <div className={styles.choices}>
              {typeChoices(locale).map((choice) => (
                <label
                  key={choice.value}
                  className={styles.radio}
                  {...dataProps(a.choice)}
                  {...dataProps(a.none, counts.types[choice.value] === 0 ? '' : undefined)}
                  // The filter's script marks it `none` by the filtered list's counts.
                  suppressHydrationWarning
                >
                  <input type="radio" name="type" value={choice.value} defaultChecked={choice.value === ''} {...dataProps(a.type)} />
                  {choice.label}
                  <ChoiceCount locale={locale} count={counts.types[choice.value]} />
                </label>
              ))}
            </div>
          </fieldset>
          {/* The filter's script enables it. */}
          <fieldset className={styles.group} disabled {...dataProps(a.fields)} suppressHydrationWarning>
            <legend className={styles.legend}>{texts.technologiesLegend}</legend>
            <ul className={styles.choices}>
              {technologies.map((technology) => {
                const { label } = technology;
                return (
                  <li key={label}>
                    <FilterTagButton
                      locale={locale}
                      label={label}
                      count={counts.tags[label]}
                      className={`${styles.tagButton} ${technologyClass(label)}`}
                      icon={<TechIcon technology={technology} size={16} />}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </div>
      </details>
      {/* Shown by the filter's script while something is filtered. */}
      <button type="button" className={styles.reset} hidden {...dataProps(a.reset)} suppressHydrationWarning>
        {texts.reset}
      </button>
    </div>
  );
}
