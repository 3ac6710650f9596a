import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { PageFrame } from '@/components/layout/PageFrame';

export const metadata: Metadata = {
  title: 'Page introuvable',
  description: "Cette adresse ne correspond à aucune page du site.",
  robots: { index: false },
};

/** Exported as 404.html: static hosts serve it for every unknown address, project pages included. */
export default function NotFound() {
  return (
    <PageFrame>
      <NotFoundMessage />
    </PageFrame>
  );
}
