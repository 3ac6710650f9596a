import type { Palette } from '@/lib/content/content-schema';

/** The second owner's colours: teal and violet, none of them the owner's, so the tests see the site follow the palette. */
export const palette: Palette = {
  light: {
    background: '#f3f8f7',
    surface: '#fdfefe',
    surfaceMuted: '#e4f0ed',
    text: '#0f211e',
    textMuted: '#3d5752',
    border: '#c5dbd6',
    primary: '#0f6e66',
    primaryStrong: '#0a524c',
    onPrimary: '#fdfefe',
    accent: '#7b2fd0',
    focus: '#0f6e66',
    danger: '#b0201c',
  },
  dark: {
    background: '#0a1614',
    surface: '#11211e',
    surfaceMuted: '#192d29',
    text: '#e6f4f1',
    textMuted: '#a6c4be',
    border: '#27423d',
    primary: '#5fe0cb',
    primaryStrong: '#9cf2e2',
    onPrimary: '#0a1614',
    accent: '#c9b4ff',
    focus: '#9cf2e2',
    danger: '#ffa8a0',
  },
  iconBackground: '#0f766e',
};
