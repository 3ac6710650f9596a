// The site's icons, drawn from the content's one source image (content/site.ts: siteIcon), on the palette's
// iconBackground where they must be opaque (content/palette.ts), into public/:
// favicon.ico (16, 32 and 48 px), apple-touch-icon.png (180 px, opaque), the manifest's 192 and 512 px
// PNGs and its maskable one, and the SVG itself when the source is one. Next copies them to the export's
// root, where clients look for them; git ignores them.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { palette } from '@/content/palette';
import { siteIcon } from '@/content/site';
import { iconSourceProblems, renderIcon } from '@/lib/build/site-icons';
import { iconFiles, publishedIcons } from '@/lib/site/site-icons';
import { contentDir, root } from '@/lib/build/paths';

const publicDir = path.join(root, 'public');
const contentLabel = path.relative(root, contentDir);

const source = await readFile(path.join(contentDir, siteIcon.fichier)).catch(() => undefined);
const problems = await iconSourceProblems(`${contentLabel}/site.ts : siteIcon`, siteIcon.fichier, source);
if (problems.length > 0 || !source) {
  console.error(problems.join('\n'));
  process.exit(1);
}

await Promise.all(publishedIcons.map(async (file) => writeFile(path.join(publicDir, file.name), await renderIcon(file, source, palette.iconBackground))));
// A raster source has no SVG to serve: one left by an earlier build would still be linked.
if (!publishedIcons.includes(iconFiles.svg)) await rm(path.join(publicDir, iconFiles.svg.name), { force: true });
console.log(`icônes : ${publishedIcons.map((file) => file.name).join(', ')} dessinées depuis ${contentLabel}/${siteIcon.fichier}`);
