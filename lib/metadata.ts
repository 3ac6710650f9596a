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
  /** The page's segment draws its own preview (an opengraph-image file), used instead of the site's. */
  ownPreview?: boolean;
};

/** What every page's Open Graph tags share. */
export const openGraphDefaults = { type: 'website', locale: site.locale, siteName: site.name } as const;

/**
 * The site's own preview (app/opengraph-image.tsx, given its .png name by scripts/finalize-export.mjs).
 * Named here because a page's own openGraph object replaces the inherited one.
 */
const sitePreview = {
  url: withBasePath('/opengraph-image.png', site.basePath),
  width: 1200,
  height: 630,
  alt: site.name,
};

/**
 * Title, description, canonical URL and link-preview tags for one page. Next merges metadata key by
 * key, so the Open Graph and Twitter objects are complete here rather than partly inherited.
 */
export function pageMetadata({ title, description, path, ownPreview = false }: PageMetadataInput): Metadata {
  const url = withBasePath(path, site.basePath);
  // A shared link stands alone in a chat: its preview names the owner too.
  const images = ownPreview ? {} : { images: [sitePreview] };
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
      ...images,
    },
    twitter: { card: 'summary_large_image', title: previewTitle, description, ...images },
  };
}
