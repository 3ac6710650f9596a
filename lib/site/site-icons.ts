import type { MetadataRoute } from 'next';
import { palette as contentPalette } from '@/content/palette';
import { site, siteIcon } from '@/content/site';
import type { Palette } from '@/lib/content/content-schema';
import { inLocale } from '@/lib/content/localized';
import { getProfile } from '@/lib/content/owner';
import { defaultLocale } from '@/lib/i18n/locales';
import { withBasePath } from './base-path';

// The site's icons: the files the build draws from the content's one source (scripts/build-icons.mts),
// the links every page carries and the web app manifest. Every client finds one it reads: browsers the
// SVG or favicon.ico, iOS and chat apps the PNGs, Android the manifest's.

export type IconFile = {
  /** File name at the root of the site. */
  name: string;
  /** Square side in pixels; an ICO holds one PNG per size. */
  sizes: number[];
  format: 'ico' | 'png' | 'svg';
  /**
   * Drawn on the palette's iconBackground: iOS fills transparency with black, and a maskable icon
   * is cropped to any shape (its drawing then keeps to the central 80 %).
   */
  background?: 'opaque' | 'maskable';
};

export const iconFiles = {
  svg: { name: 'icon.svg', sizes: [], format: 'svg' },
  favicon: { name: 'favicon.ico', sizes: [16, 32, 48], format: 'ico' },
  apple: { name: 'apple-touch-icon.png', sizes: [180], format: 'png', background: 'opaque' },
  small: { name: 'icon-192.png', sizes: [192], format: 'png' },
  large: { name: 'icon-512.png', sizes: [512], format: 'png' },
  maskable: { name: 'icon-maskable-512.png', sizes: [512], format: 'png', background: 'maskable' },
} satisfies Record<string, IconFile>;

/** The source itself is served too when it is an SVG: sharp at any size in the browsers that read it. */
const svgSource = /\.svg$/i.test(siteIcon.fichier);

/** The files the build writes (scripts/build-icons.mts). */
export const publishedIcons: IconFile[] = Object.values(iconFiles).filter((file) => file.format !== 'svg' || svgSource);

const href = (file: IconFile) => withBasePath(`/${file.name}`);
const sizes = (file: IconFile) => file.sizes.map((size) => `${size}x${size}`).join(' ');

/**
 * The <link> tags of every page (the root layout's metadata). Beside an SVG, favicon.ico declares its
 * 32 px image only: Chrome then takes the SVG, where it would otherwise fetch the ICO too and decode it on
 * the page's main thread while the page loads. Clients that do not read SVG pick the ICO's images themselves.
 */
export const iconLinks = {
  icon: [
    { url: href(iconFiles.favicon), sizes: svgSource ? '32x32' : sizes(iconFiles.favicon) },
    ...(svgSource ? [{ url: href(iconFiles.svg), type: 'image/svg+xml' }] : []),
  ],
  apple: [{ url: href(iconFiles.apple), sizes: sizes(iconFiles.apple) }],
};

/**
 * The web app manifest: the site under its base path, with its PNG icons. In French, the site's own
 * language: there is one manifest, which every page links (Next links app/manifest.ts from the root),
 * and a shortcut added from an English page still opens on the site's home. Its colours are the light
 * theme's page background.
 */
export function webManifest(palette: Palette = contentPalette): MetadataRoute.Manifest {
  const home = withBasePath('/');
  return {
    id: home,
    name: inLocale(site.name, defaultLocale),
    short_name: getProfile(defaultLocale).name,
    description: inLocale(site.description, defaultLocale),
    lang: defaultLocale,
    dir: 'ltr',
    start_url: home,
    scope: home,
    // A site, not an app: as "browser", Chrome does not fetch and decode an icon on the page's main thread
    // at each page load to offer installing it; Add to Home screen still takes the name and icons above.
    display: 'browser',
    theme_color: palette.light.background,
    background_color: palette.light.background,
    icons: [iconFiles.small, iconFiles.large, iconFiles.maskable].map((file) => ({
      src: href(file),
      sizes: sizes(file),
      type: 'image/png',
      purpose: file === iconFiles.maskable ? 'maskable' : 'any',
    })),
  };
}
