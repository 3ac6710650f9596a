import { serializeJsonLd } from '@/lib/site/json-ld';

/** Structured data for search engines; the only raw HTML on the site, serialised safely. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
