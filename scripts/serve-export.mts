// Serves the static export like the common static hosts: clean URLs (/projets → projets.html),
// 404.html with status 404 for unknown paths, the headers of the export's _headers file applied as
// Cloudflare Pages does (lib/build/host-configs.ts), and brotli or gzip
// compression (as the `serve` command does). Under BASE_PATH the site answers below that sub-path only,
// as on a GitHub project page.
// Usage: npm run serve [-- port [folder]]   (tsx scripts/serve-export.mts [port] [folder])
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { constants } from 'node:zlib';
import nextEnv from '@next/env';
import compression from 'compression';
import handler from 'serve-handler';
import { headerRules, headersFor, parseHeadersFile } from '@/lib/build/host-configs';
import { exportDir, root } from '@/lib/build/paths';

// BASE_PATH may live in .env.local, as for `next build`: read the same files the same way.
nextEnv.loadEnvConfig(root);
// Imported once the files are loaded: lib/site/env.ts reads the environment as it loads.
const { env } = await import('@/lib/site/env');
const config = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'));
// A second argument serves another export folder (the benchmark compares two builds side by side).
const publicDir = path.resolve(root, process.argv[3] ?? exportDir);
const { basePath } = env;
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);

if (!existsSync(path.join(publicDir, 'index.html'))) {
  console.error(
    `Rien à servir : ${path.relative(root, publicDir)}/ ne contient pas de site construit. ` +
      'Construisez-le avec `npm run build`, ou construisez et servez avec `npm start`.',
  );
  process.exit(1);
}

// The build writes _headers into the export; the tests check what it wrote. One built before that (the
// bench may compare with it) gets the headers of today's.
const headersPath = path.join(publicDir, '_headers');
const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : headerRules(basePath);

// Brotli at the level hosts use for on-the-fly compression.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

const server = http.createServer((request, response) => {
  const url = request.url ?? '/';
  for (const { key, value } of headersFor(rules, new URL(url, 'http://localhost').pathname)) response.setHeader(key, value);
  if (basePath) {
    const inside = url === basePath || url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`);
    // Outside the sub-path nothing exists: answer with the site's own 404 page.
    request.url = inside ? url.slice(basePath.length) || '/' : '/404-outside-base-path';
    // serve-handler redirects (trailing slash, .html) within the site it sees: put the sub-path back.
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
    response.writeHead = ((...args: unknown[]) => {
      const location = response.getHeader('Location');
      if (typeof location === 'string' && location.startsWith('/')) {
        response.setHeader('Location', basePath + location);
      }
      return writeHead(...args);
    }) as typeof response.writeHead;
  }
  // compression's types ask for Express's request; it only reads Node's.
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () =>
    handler(request, response, { ...config, public: publicDir }),
  );
});

server.listen(port, () => {
  console.log(`Site servi sur http://localhost:${port}${basePath}/ (dossier ${path.relative(root, publicDir)})`);
});
