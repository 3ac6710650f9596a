import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/PageFrame';

/** Every page but home: header, content and footer. */
export default function PagesLayout({ children }: { children: ReactNode }) {
  return <PageFrame>{children}</PageFrame>;
}
