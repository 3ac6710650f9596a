import { iconSprite } from '@/lib/site/icon-sprite';

export const dynamic = 'force-static';

/** The site's icons, one file that every page's <use> elements reference (lib/site/icon-sprite.ts). */
export function GET() {
  return new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
