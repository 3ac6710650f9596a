// Runs after `next build`: writes the CV's PDF into the export (out/), one per language of the site, from the
// same content and accessors as the /cv and /en/cv pages (lib/content/cv.ts), or copies the owner's own PDF of
// that language when content/cv.ts names one (content/cv.ts was checked by the first step,
// scripts/check-content.mts). Stops the build when a file is over its budget. Then the same CV as JSON Resume
// (resume.json, en/resume.json: lib/build/json-resume.ts). A step of `npm run build` (scripts/build.mts).
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nextEnv from '@next/env';
import { fileSize } from '@/lib/build/files';
import { contentDir, exportDir, root } from '@/lib/build/paths';
import type { JsonResume } from '@/lib/build/json-resume';
import type { Cv } from '@/lib/content/cv';

const out = path.join(root, exportDir);
/** A CV is sent with every application: each file must open at once, even from a phone's mailbox. */
const BUDGET = 150 * 1024;

const kilobytes = (bytes: number) => fileSize(bytes, 'Ko');

/** Writes one language's CV into the export, says so, and stops over the budget. */
async function writeCv(cv: Cv, render: (cv: Cv) => Promise<{ pdf: Buffer; pages: number }>) {
  const target = path.join(out, cv.file.name);
  let summary: string;
  if (cv.file.ownPdf) {
    await copyFile(path.join(contentDir, cv.file.ownPdf), target);
    summary = `content/${cv.file.ownPdf} copié`;
  } else {
    const { pdf, pages } = await render(cv);
    await writeFile(target, pdf);
    summary = `généré, ${pages} page${pages > 1 ? 's' : ''}`;
  }
  const { size } = await stat(target);
  console.log(`CV : ${path.relative(root, target)} (${summary}, ${kilobytes(size)})`);
  if (size > BUDGET) {
    throw new Error(
      `Le CV ${cv.file.name} pèse ${kilobytes(size)}, au-delà du budget de ${kilobytes(BUDGET)}. ` +
        (cv.file.ownPdf
          ? `Réduisez content/${cv.file.ownPdf} (export PDF « taille réduite », images compressées).`
          : 'Raccourcissez son contenu.'),
    );
  }
}

/** Writes one language's JSON Resume at its path in the export, and says so. */
async function writeJsonResume(sitePath: string, resume: JsonResume) {
  const target = path.join(out, sitePath);
  await mkdir(path.dirname(target), { recursive: true });
  const json = `${JSON.stringify(resume, null, 2)}\n`;
  await writeFile(target, json);
  console.log(`CV : ${path.relative(root, target)} (JSON Resume, ${kilobytes(Buffer.byteLength(json))})`);
}

async function main() {
  // The same variables as `next build`: the PDF's links carry the public address and the base path.
  nextEnv.loadEnvConfig(root);
  process.env.NEXT_PUBLIC_BASE_PATH = process.env.BASE_PATH ?? '';
  // Imported after the environment is set: content/site.ts and lib/site/base-path.ts read it when loaded.
  const { getCv, jsonResumePath } = await import('@/lib/content/cv');
  const { renderCvPdf } = await import('@/lib/build/cv-pdf');
  const { siteJsonResume } = await import('@/lib/build/json-resume');
  const { siteLocales } = await import('@/lib/site/languages');

  if (!(await stat(out).catch(() => null))?.isDirectory()) {
    throw new Error(`Dossier ${exportDir}/ introuvable : lancez \`npm run build\`, qui construit le site avant le CV.`);
  }
  // The links carry the address lib/site/env.ts resolved: a build without one was warned (or, on a host, stopped) by its first step.
  for (const cv of siteLocales.map((locale) => getCv(locale))) await writeCv(cv, renderCvPdf);
  for (const locale of siteLocales) await writeJsonResume(jsonResumePath(locale), siteJsonResume(locale));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
