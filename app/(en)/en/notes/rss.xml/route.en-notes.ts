import { feedResponse } from '@/lib/site/feeds';

export const dynamic = 'force-static';

/** The language's notes as a feed (rss.xml), written at build time (lib/site/feeds.ts). */
export function GET() {
  return feedResponse('en', 'rss');
}
