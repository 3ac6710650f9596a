import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { PageFrame } from '@/components/layout/PageFrame';
import { fullTitle, linkPreview } from '@/lib/site/metadata';

const title = 'Page introuvable';
const description = 'Cette adresse ne correspond à aucune page du site.';

// Next marks the 404 page noindex itself: a robots entry here would print a second tag. A broken link
// pasted in a chat previews as what it is, not as the home page.
export const metadata: Metadata = { title, description, ...linkPreview({ title: fullTitle(title), description }) };

/** Exported as 404.html: static hosts serve it for every unknown address, project pages included. */
export default function NotFound() {
  return (
    <PageFrame>
      <NotFoundMessage />
    </PageFrame>
  );
}
