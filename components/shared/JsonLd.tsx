import type { Graph } from 'schema-dts';
import { serializeJsonLd } from '@/lib/site/json-ld';

/** A page's structured data for search engines; the only raw HTML on the site, serialised safely. */
export function JsonLd({ data }: { data: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
