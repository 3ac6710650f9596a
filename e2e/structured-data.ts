// The two checkers the structured-data spec runs over the built pages, both offline.
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// Neither checker ships types: what this file uses of them. Both are ES modules (require() needs Node 20.19).
type Extracted = { jsonld: Record<string, unknown[]>; errors: unknown[] };
type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; rootType: string; fieldNames?: string[] };
const load = createRequire(__filename);
const { default: WebAutoExtractor } = load('@marbec/web-auto-extractor') as {
  default: new (options?: { addLocation?: boolean; embedSource?: string[] }) => { parse(html: string): Extracted };
};
const { default: Validator } = load('@adobe/structured-data-validator') as {
  default: new () => { validate(data: Extracted): Promise<Issue[]> };
};

const root = path.resolve(__dirname, '..');

/**
 * schema.org's vocabulary as schema-dts types it (generated from schema.org's own release): each block is
 * type-checked as a schema-dts Graph, so an unknown type, a property its type does not have, or a value
 * outside the property's range is a TypeScript error. One line per problem, naming the page.
 */
export function schemaOrgProblems(blocks: { page: string; data: unknown }[]): string[] {
  const file = path.join(root, 'structured-data-check.ts');
  // One block per line: a problem's line names its page.
  const source = [
    "import type { Graph } from 'schema-dts';",
    ...blocks.map((block, index) => `export const block${index}: Graph = ${JSON.stringify(block.data)};`),
  ].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.getSourceFile;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : readFile(name, language, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
    const page = line > 0 ? blocks[line - 1].page : '(en-tête)';
    return `/${page} : ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

/** What Google's rich-result rules, as Adobe's validator encodes them, find wrong in a page's HTML. */
export async function richResultProblems(html: string): Promise<string[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return issues.map((issue) => `${issue.severity} ${issue.rootType} ${issue.fieldNames?.join(', ') ?? ''} : ${issue.issueMessage}`);
}
