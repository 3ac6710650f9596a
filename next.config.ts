import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { contentTsconfig, exportDir } from './lib/build/paths';
import { pageExtensions, readBuildLanguages, readNotesLanguages } from './lib/build/languages';
import { resolveSiteUrl } from './lib/site/site-url';

// BASE_PATH lets the export live under a sub-path (GitHub project pages: "/portfolio").
const basePath = process.env.BASE_PATH ?? '';

const nextConfig = (phase: string): NextConfig => ({
  // The content folder's tsconfig maps `@/content/*` (lib/build/paths.ts).
  typescript: { tsconfigPath: contentTsconfig },
  output: 'export',
  // The English pages are built only when content/site.ts lists English, the notes' pages only in a
  // language that has notes, drafts counted under `next dev` alone (lib/build/languages.ts).
  pageExtensions: pageExtensions(readBuildLanguages(), readNotesLanguages({ drafts: phase === PHASE_DEVELOPMENT_SERVER })),
  // Under `output: 'export'`, distDir is the export's folder: out/, or the tests' own (EXPORT_DIR).
  distDir: exportDir,
  basePath,
  // `/projets` is written as `projets.html`; static hosts map the clean URL to it.
  trailingSlash: false,
  images: { unoptimized: true },
  // Links and assets need the base path on the client too (lib/site/base-path.ts reads it); the address,
  // perhaps taken from the host's variables, is the same in every bundle (lib/site/env.ts reads it).
  env: { NEXT_PUBLIC_BASE_PATH: basePath, NEXT_PUBLIC_SITE_URL: resolveSiteUrl(process.env) ?? '' },
  poweredByHeader: false,
  experimental: {
    // The CSS is a few kilobytes: inlined in each page, it no longer blocks the first paint.
    inlineCss: true,
    // Which CSS each page inlines. Turbopack's default chunking chains CSS modules into shared files
    // of up to 100 KB to save stylesheet requests, whichever pages use them: here every component's
    // CSS ended in one file that every page inlined. Inlined CSS costs no request, so the graph
    // algorithm is asked to merge only what costs no page a byte (one byte per request): each page
    // carries the CSS of the components it renders, and modules always used together share a file
    // (each file is one more hash in every page's policy, scripts/finalize-export.mts).
    cssChunking: { type: 'graph', requestCost: 1 },
    // One 404 page above the two languages' root layouts (app/global-not-found.tsx).
    globalNotFound: true,
  },
  reactStrictMode: true,
});

export default nextConfig;
