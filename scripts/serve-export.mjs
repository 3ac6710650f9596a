// Serves the static export like the common static hosts: clean URLs (/projets → projets.html),
// 404.html with status 404 for unknown paths, the headers of serve.json, and brotli or gzip compression
// (as the `serve` command does). Under BASE_PATH the site answers below that sub-path only, as on a
// GitHub project page.
// Usage: node scripts/serve-export.mjs [port]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { constants } from 'node:zlib';
import nextEnv from '@next/env';
import compression from 'compression';
import handler from 'serve-handler';

const root = path.resolve(import.meta.dirname, '..');
// BASE_PATH may live in .env.local, as for `next build`: read the same files the same way.
nextEnv.loadEnvConfig(root);
const config = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'));
const publicDir = path.join(root, config.public ?? 'out');
const basePath = process.env.BASE_PATH ?? '';
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);

// Brotli at the level hosts use for on-the-fly compression.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

const server = http.createServer((request, response) => {
  const url = request.url ?? '/';
  if (basePath) {
    const inside = url === basePath || url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`);
    // Outside the sub-path nothing exists: answer with the site's own 404 page.
    request.url = inside ? url.slice(basePath.length) || '/' : '/404-outside-base-path';
    // serve-handler redirects (trailing slash, .html) within the site it sees: put the sub-path back.
    const writeHead = response.writeHead.bind(response);
    response.writeHead = (status, ...rest) => {
      const location = response.getHeader('Location');
      if (typeof location === 'string' && location.startsWith('/')) {
        response.setHeader('Location', basePath + location);
      }
      return writeHead(status, ...rest);
    };
  }
  compress(request, response, () => handler(request, response, { ...config, public: publicDir }));
});

server.listen(port, () => {
  console.log(`Site servi sur http://localhost:${port}${basePath}/ (dossier ${path.relative(root, publicDir)})`);
});
