import { legal } from '@/content/legal';
import { profile } from '@/content/profile';
import { skills } from '@/content/skills';
import type { Locale } from '@/lib/i18n/locales';
import type { LegalNotice, Profile, Skill } from './content-schema';
import { inLocale, type InLocale } from './localized';

/** The owner's texts as a page in one language shows them (content/profile.ts, skills.ts, legal.ts). */
export type LocalizedProfile = InLocale<Profile>;
export type LocalizedSkill = InLocale<Skill>;
export type LocalizedLegalNotice = InLocale<LegalNotice>;

export function getProfile(locale: Locale): LocalizedProfile {
  return inLocale(profile, locale);
}

export function getSkills(locale: Locale): LocalizedSkill[] {
  return inLocale(skills, locale);
}

export function getLegalNotice(locale: Locale): LocalizedLegalNotice {
  return inLocale(legal, locale);
}
