import { THEME_INPUT_NAME, themeChoices } from '@/lib/browser/theme';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import styles from './ThemeSwitcher.module.css';

/**
 * "Thème": Système, Clair or Sombre, as a radio group (arrow keys move the choice, the state is
 * announced). It needs no React: the site script of every page's <head> (lib/browser/theme.ts) applies
 * and stores a change, so the radios work from the first paint, before the page hydrates, and checks the
 * current choice as soon as they are parsed. Hidden without JavaScript, where it could not work: the
 * system's theme applies.
 */
export function ThemeSwitcher({ locale }: { locale: Locale }) {
  const texts = messages(locale).theme;
  return (
    <fieldset className={styles.switcher}>
      <legend className={styles.legend}>{texts.legend}</legend>
      <div className={styles.choices}>
        {themeChoices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input type="radio" name={THEME_INPUT_NAME} value={choice} defaultChecked={choice === 'system'} />
            {texts.choices[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
