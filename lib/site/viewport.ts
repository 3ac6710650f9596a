import type { Viewport } from 'next';
import { palette as contentPalette } from '@/content/palette';
import type { Palette } from '@/lib/content/content-schema';

/** The browser's bar takes the page's background (the palette's), light or dark as the visitor's system is. */
export function viewportFor(palette: Palette = contentPalette): Viewport {
  return {
    themeColor: [
      { media: '(prefers-color-scheme: light)', color: palette.light.background },
      { media: '(prefers-color-scheme: dark)', color: palette.dark.background },
    ],
  };
}

/** The root layouts' viewport. */
export const siteViewport = viewportFor();
