import { statSync } from 'node:fs';
import path from 'node:path';
import { legal } from '@/content/legal';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { languages, site } from '@/content/site';
import { skills } from '@/content/skills';
import { technologies } from '@/content/technologies';
import { cv } from '@/content/cv';
import { palette } from '@/content/palette';
import type { SiteContent } from '@/lib/content/content-schema';
import { validateContent } from '@/lib/content/content-validation';
import { validateCvContent } from '@/lib/content/cv-schema';

/** The owner's content, as the pages read it. */
export const siteContent: SiteContent = { projects, technologies, skills, profile, legal, site: { languages, site }, palette };

/** Every problem of the content in `contentDir`, files on disk included (server only). */
export function contentProblems(contentDir: string): string[] {
  const fileExists = (file: string) => statSync(path.join(contentDir, file), { throwIfNoEntry: false })?.isFile() ?? false;
  return [...validateContent(siteContent, { fileExists }), ...validateCvContent(cv, { fileExists, languages })];
}
