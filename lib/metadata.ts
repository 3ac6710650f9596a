import type { Metadata } from 'next';
import { profile } from '@/content/profile';
import { site } from '@/content/site';
import { withBasePath } from './base-path';

type PageMetadataInput = {
  /** The page's own title; the root layout's template adds the owner's name. Home has none. */
  title?: string;
  description: string;
  /** The page's path without base path ("/projets"). */
  path: string;
  /** The page's own link preview, when it has one (a project); otherwise the site's. */
  preview?: { path: string; alt: string };
};

/** What every page's Open Graph tags share. */
export const openGraphDefaults = { type: 'website', locale: site.locale, siteName: site.name } as const;

/**
 * A 1200×630 PNG drawn at build time (app/apercu.png and app/(pages)/projets/[slug]/apercu.png). Route
 * handlers rather than the opengraph-image convention: under a static export that convention writes files
 * without an extension (served as application/octet-stream) and leaves the base path out of their URLs.
 */
export function previewImage(path: string, alt: string) {
  return { url: withBasePath(path, site.basePath), width: 1200, height: 630, alt, type: 'image/png' };
}

export const sitePreview = previewImage('/apercu.png', site.name);

/**
 * Title, description, canonical URL and link-preview tags for one page. Next merges metadata key by
 * key, so the Open Graph and Twitter objects are complete here rather than partly inherited.
 */
export function pageMetadata({ title, description, path, preview }: PageMetadataInput): Metadata {
  const url = withBasePath(path, site.basePath);
  const images = [preview ? previewImage(preview.path, preview.alt) : sitePreview];
  // A shared link stands alone in a chat: its preview names the owner too.
  const previewTitle = title ? `${title} · ${profile.name}` : site.name;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url },
    openGraph: {
      ...openGraphDefaults,
      title: previewTitle,
      description,
      url,
      images,
    },
    twitter: { card: 'summary_large_image', title: previewTitle, description, images },
  };
}
