import { statSync } from 'node:fs';
import path from 'node:path';
import { legal } from '@/content/legal';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { skills } from '@/content/skills';
import { technologies } from '@/content/technologies';
import { missingEmailSettings, type EmailSettings } from './contact';
import { validateContent } from './content-schema';

/** Server only (reads the disk). Builds run from the repository root, so public/ is in the working directory. */
function publicFileExists(image: string): boolean {
  return statSync(path.join(process.cwd(), 'public', image), { throwIfNoEntry: false })?.isFile() ?? false;
}

/** Throws one error listing every content problem, so a bad entry stops the build with the whole list. */
export function assertValidContent(): void {
  const content = { projects, technologies, skills, profile, legal };
  const problems = validateContent(content, { imageExists: publicFileExists });
  if (problems.length > 0) {
    throw new Error([`Le contenu du site contient ${problems.length} erreur(s) :`, ...problems].join('\n'));
  }
}

/** Says at build time which EmailJS settings are missing: the contact form then ships disabled. */
export function warnAboutEmailSettings(settings: EmailSettings): void {
  const missing = missingEmailSettings(settings);
  if (missing.length === 0) return;
  console.warn(
    `⚠ Formulaire de contact désactivé : ${missing.join(', ')} non défini${missing.length > 1 ? 's' : ''}. ` +
      'Renseignez ces variables (voir .env.example) puis reconstruisez le site.',
  );
}
