import { THEME_INPUT_NAME, themeChoices } from '@/lib/browser/theme';
import styles from './ThemeSwitcher.module.css';

/**
 * "Thème": Système, Clair or Sombre, as a radio group (arrow keys move the choice, the state is
 * announced). It needs no React: the site script of every page's <head> (lib/browser/theme.ts) applies
 * and stores a change, so the radios work from the first paint, before the page hydrates, and checks the
 * current choice as soon as they are parsed. Hidden without JavaScript, where it could not work: the
 * system's theme applies.
 */
export function ThemeSwitcher() {
  return (
    <fieldset className={styles.switcher}>
      <legend className={styles.legend}>Thème</legend>
      <div className={styles.choices}>
        {themeChoices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={THEME_INPUT_NAME}
              value={choice.value}
              defaultChecked={choice.value === 'system'}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
