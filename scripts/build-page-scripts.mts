// A build step: bundles the scripts pages run inline (lib/browser/page-scripts/) into
// generated/page-scripts.json, which the layout and the post-build step read (lib/build/page-scripts.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundlePageScripts } from '@/lib/build/page-scripts';
import { generatedDir, root } from '@/lib/build/paths';

const scripts = await bundlePageScripts(root);
await mkdir(generatedDir, { recursive: true });
await writeFile(path.join(generatedDir, 'page-scripts.json'), `${JSON.stringify(scripts, null, 2)}\n`);
const sizes = Object.entries(scripts).map(([name, code]) => `${name} ${(code.length / 1024).toFixed(1)} Ko`);
console.log(`scripts des pages : ${sizes.join(', ')}`);
