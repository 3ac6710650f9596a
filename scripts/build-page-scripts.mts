// A build step: bundles the scripts pages run (lib/browser/page-scripts/) into
// generated/page-scripts.json, which the layout and the post-build step read, and the site's service
// worker (or, switched off, the one that removes it) into public/service-worker.js, which next build
// copies into the export (lib/build/page-scripts.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundlePageScripts, bundleServiceWorker } from '@/lib/build/page-scripts';
import { generatedDir, root } from '@/lib/build/paths';
import { SERVICE_WORKER_PATH } from '@/lib/browser/service-worker/register';
import { serviceWorkerOn } from '@/lib/site/service-worker';

const [scripts, worker] = await Promise.all([bundlePageScripts(root), bundleServiceWorker(root, serviceWorkerOn)]);
await mkdir(generatedDir, { recursive: true });
await writeFile(path.join(generatedDir, 'page-scripts.json'), `${JSON.stringify(scripts, null, 2)}\n`);
await writeFile(path.join(root, 'public', SERVICE_WORKER_PATH), `${worker}\n`);
const sizes = [...Object.entries(scripts), [serviceWorkerOn ? 'service worker' : 'service worker (retrait)', worker]].map(([name, code]) => `${name} ${(code.length / 1024).toFixed(1)} Ko`);
console.log(`scripts des pages : ${sizes.join(', ')}`);
