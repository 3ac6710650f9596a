import type { Metadata } from 'next';
import { profile } from '@/content/profile';
import { site } from '@/content/site';
import { withBasePath } from './base-path';

/** A page's full title, as the tab and a shared link show it: "Projets · {owner's name}". */
export function fullTitle(title: string): string {
  return `${title} · ${profile.name}`;
}

type PageMetadataInput = {
  /** The page's own title; the root layout's template adds the owner's name. Home has none. */
  title?: string;
  description: string;
  /** The page's path without base path ("/projets"). */
  path: string;
  /** The page's own link preview, when it has one (a project); otherwise the site's. */
  preview?: { path: string; alt: string };
  /** Open Graph's kind of page: a project is an article, every other page a website. */
  type?: OpenGraphType;
};

type OpenGraphType = 'website' | 'article';

/**
 * A 1200×630 PNG drawn at build time (app/apercu.png and app/(pages)/projets/[slug]/apercu.png). Route
 * handlers rather than the opengraph-image convention: under a static export that convention writes files
 * without an extension (served as application/octet-stream) and leaves the base path out of their URLs.
 */
function previewImage(path: string, alt: string) {
  return { url: withBasePath(path), width: 1200, height: 630, alt, type: 'image/png' };
}

const sitePreview = previewImage('/apercu.png', site.name);

type LinkPreviewInput = {
  title: string;
  description: string;
  url?: string;
  images?: ReturnType<typeof previewImage>[];
  type?: OpenGraphType;
};

/**
 * Open Graph and Twitter card tags. Next merges metadata key by key, so each object is complete here
 * rather than partly inherited from the layout.
 */
export function linkPreview({ title, description, url, images = [sitePreview], type = 'website' }: LinkPreviewInput): Metadata {
  return {
    openGraph: { type, locale: site.locale, siteName: site.name, title, description, url, images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/** Title, description, canonical URL and link-preview tags for one page. */
export function pageMetadata({ title, description, path, preview, type }: PageMetadataInput): Metadata {
  const url = withBasePath(path);
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url },
    ...linkPreview({
      // A shared link stands alone in a chat: its preview names the owner too.
      title: title ? fullTitle(title) : site.name,
      description,
      url,
      type,
      ...(preview ? { images: [previewImage(preview.path, preview.alt)] } : {}),
    }),
  };
}
