import ts from 'typescript';

/**
 * Program text in a string literal: code the type checker and the linter never see, and that repeats
 * what a module already says (the page scripts are bundled from TypeScript modules instead:
 * lib/build/page-scripts.ts). What a string holding a script's body gives away.
 */
const programText = /addEventListener\(|querySelector(All)?\(|getElementById\(|\bfunction\s*\(|\)\s*=>|\bdocument\.|\bwindow\.|\blocation\./;

export type ProgramTextFinding = { line: number; text: string };

/** The string literals (template pieces included) of a TypeScript or TSX source that hold program text. */
export function findProgramText(source: string, fileName: string): ProgramTextFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: ProgramTextFinding[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
        ? node.text
        : null;
    if (text !== null && programText.test(text)) {
      findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.slice(0, 80) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
