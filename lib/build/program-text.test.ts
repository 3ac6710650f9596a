/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findProgramText } from './program-text';

const root = path.resolve(__dirname, '..', '..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(relative);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield relative;
  }
}

// This file's own examples are the one place program text stands in strings on purpose.
const self = path.relative(root, __filename);

describe('program text in strings', () => {
  it('is found in string and template literals, not in code or comments', () => {
    const source = [
      "const a = '(function(d){d.addEventListener(\"click\",go)})(document)';",
      'const b = `x${1}document.querySelector("a")`;',
      '// document.querySelector("a") in a comment',
      'document.addEventListener("click", () => {});',
      "const message = 'Aucun projet ne correspond a ce filtre.';",
    ].join('\n');
    expect(findProgramText(source, 'demo.ts').map((finding) => finding.line)).toEqual([1, 2]);
  });

  it('stands nowhere in app/, components/ or lib/: every script a page runs is a TypeScript module', () => {
    const findings = ['app', 'components', 'lib']
      .flatMap((dir) => [...sources(dir)])
      .filter((file) => file !== self)
      .flatMap((file) => findProgramText(readFileSync(path.join(root, file), 'utf8'), file).map((f) => `${file}:${f.line} ${f.text}`));
    expect(findings).toEqual([]);
  });
});
