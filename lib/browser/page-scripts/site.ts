// The site script, inline first in every page's <head> (lib/build/finalize-html.ts): it owns the theme
// switcher from the first paint on, before and after React hydrates the page. Only what must run before
// the first paint is inline: what serves the next page comes in a file (navigation.ts).
import { bindAsParsed } from '../parsed';
import { checkThemeRadio, installTheme } from '../theme';

installTheme();
bindAsParsed(() => checkThemeRadio());
