import type { Viewport } from 'next';
import { pageBackground } from './site-icons';

/** The browser's bar takes the page's background, light or dark as the visitor's system is. */
export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: pageBackground.light },
    { media: '(prefers-color-scheme: dark)', color: pageBackground.dark },
  ],
};
