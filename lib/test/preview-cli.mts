// Reads a palette (JSON) on stdin and writes a link preview drawn in it (PNG) on stdout. jest runs modules
// as CommonJS, in which next/og (it loads its renderer by a dynamic import) cannot draw: the unit tests run
// this in a Node process of its own (`node --import tsx`).
import { socialPreview } from '@/lib/build/social-preview';
import type { Palette } from '@/lib/content/content-schema';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const palette = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Palette;
const preview = await socialPreview(
  { kicker: 'Projet', title: 'Un projet', subtitle: 'Été 2025', owner: { name: 'Zoë Martin-Élie', jobTitle: 'Développeuse web' } },
  palette,
);
process.stdout.write(Buffer.from(await preview.arrayBuffer()));
