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
};

/** What every page's Open Graph tags share. */
export const openGraphDefaults = { type: 'website', locale: site.locale, siteName: site.name } as const;

/**
 * Title, description, canonical URL and link-preview tags for one page. Next merges metadata key by
 * key, so the Open Graph and Twitter objects are complete here rather than partly inherited.
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const url = withBasePath(path, site.basePath);
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
    },
    twitter: { card: 'summary_large_image', title: previewTitle, description },
  };
}
