import type { Palette } from '@/lib/content/content-schema';

/**
 * The site's colours, in hexadecimal (#rrggbb or #rgb): the pages (both themes), the CV's PDF, the link
 * previews, the icons' background and the browser's bar all take them from here. `npm run check` measures
 * every text colour on every background of each theme and names any pair below WCAG AA (4.5:1; 3:1 for
 * the focus ring). Each field is described where the editor shows it on hover (lib/content/content-schema.ts).
 */
export const palette: Palette = {
  light: {
    background: '#f6f7fb', // the page
    surface: '#ffffff', // cards, panels, form fields
    surfaceMuted: '#eef1f8', // image frames, pills, a menu link under the pointer
    text: '#161b26',
    textMuted: '#4a5468', // dates, captions, labels
    border: '#d5dbe8', // lines around cards and fields
    primary: '#3046c0', // links, buttons, the CV's headings
    primaryStrong: '#22349a', // links and buttons under the pointer
    onPrimary: '#ffffff', // a button's label
    accent: '#c2410c', // the line above the home page's title
    focus: '#3046c0', // the keyboard focus ring
    danger: '#b42318', // the contact form's errors
  },
  // The same roles in the dark theme: light text on dark backgrounds.
  dark: {
    background: '#0e121b',
    surface: '#161c29',
    surfaceMuted: '#1e2535',
    text: '#eef1f7',
    textMuted: '#b4bdd0',
    border: '#2e3749',
    primary: '#93a6ff',
    primaryStrong: '#b8c5ff',
    onPrimary: '#0e121b',
    accent: '#ffa66b',
    focus: '#b8c5ff',
    danger: '#ff9b8f',
  },
  /** Behind the icon (content/site.ts: siteIcon) where it must be opaque: iOS, Android's cropped icon. */
  iconBackground: '#3046c0',
};
