/** Adobe's checker of Google's rich-result rules, and the extractor whose output it reads. */
declare module '@marbec/web-auto-extractor' {
  export type Extracted = { jsonld: Record<string, unknown[]>; errors: unknown[] };
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';
  export type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; rootType: string; fieldNames?: string[] };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: Extracted): Promise<Issue[]>;
  }
}
