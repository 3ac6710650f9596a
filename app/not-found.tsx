import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { PageFrame } from '@/components/layout/PageFrame';
import { notFoundMetadata } from '@/lib/site/metadata';

export const metadata: Metadata = notFoundMetadata('fr');

/** Exported as 404.html: static hosts serve it for every unknown address, project pages included. */
export default function NotFound() {
  return (
    <PageFrame>
      <NotFoundMessage />
    </PageFrame>
  );
}
