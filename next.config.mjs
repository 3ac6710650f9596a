// BASE_PATH lets the export live under a sub-path (GitHub project pages: "/portfolio").
const basePath = process.env.BASE_PATH ?? '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The content folder's tsconfig maps `@/content/*` (scripts/content-dir.mjs; set by scripts/build.mjs).
  typescript: { tsconfigPath: process.env.CONTENT_TSCONFIG || 'tsconfig.json' },
  output: 'export',
  basePath,
  // `/projets` is written as `projets.html`; static hosts map the clean URL to it.
  trailingSlash: false,
  images: { unoptimized: true },
  // Links and assets need the base path on the client too (lib/site/base-path.ts reads it).
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  poweredByHeader: false,
  // The CSS is a few kilobytes: inlined in each page, it no longer blocks the first paint.
  experimental: { inlineCss: true },
  reactStrictMode: true,
};

export default nextConfig;
