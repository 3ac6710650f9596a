import type { Metadata } from 'next';
import { withBasePath } from './base-path';

type PageMetadataInput = {
  /** The page's own title; the root layout's template adds the owner's name. */
  title?: string;
  description: string;
  /** The page's path without base path ("/projets"). */
  path: string;
};

/** Title, description, canonical URL and link-preview tags for one page. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const url = withBasePath(path);
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url },
    openGraph: { ...(title ? { title } : {}), description, url },
    twitter: { ...(title ? { title } : {}), description },
  };
}
