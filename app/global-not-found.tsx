import { NotFoundPage } from '@/components/pages/NotFoundPage';
import { notFoundMetadata } from '@/lib/site/metadata';
import { siteViewport } from '@/lib/site/viewport';

// Next marks the 404 page noindex itself. A broken link pasted in a chat previews as what it is.
export const metadata = notFoundMetadata('fr');
export const viewport = siteViewport;

/** Exported as 404.html: one page for every unknown address, in either language (next.config.ts globalNotFound). */
export default function GlobalNotFound() {
  return <NotFoundPage />;
}
