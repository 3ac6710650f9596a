import { ExternalLink } from '@/components/shared/ExternalLink';
import { TechIcon } from '@/components/shared/TechIcon';
import { getSkills } from '@/lib/content/owner';
import { getTechnology } from '@/lib/content/projects';
import { technologyClass } from '@/lib/content/tags';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { SkillItem } from './SkillItem';
import styles from './SkillList.module.css';

/**
 * The eight skills: each links to its technology's site, with a tooltip on hover and keyboard focus
 * that Escape hides.
 */
export function SkillList({ locale }: { locale: Locale }) {
  return (
    <section className={styles.section} aria-labelledby="competences">
      <h2 id="competences" className={styles.title}>
        {messages(locale).about.skills}
      </h2>
      <ul className={styles.list}>
        {getSkills(locale).map((skill) => {
          const technology = getTechnology(skill.technologie);
          if (!technology) return null;
          const tooltipId = `infobulle-${technologyClass(technology.label)}`;
          return (
            <SkillItem key={technology.label}>
              <ExternalLink
                locale={locale}
                className={`${styles.link} ${technologyClass(technology.label)}`}
                href={technology.href}
                aria-describedby={tooltipId}
              >
                <TechIcon technology={technology} size={32} />
                {technology.label}
              </ExternalLink>
              <span role="tooltip" id={tooltipId} className={styles.tooltip}>
                {skill.infobulle}
              </span>
            </SkillItem>
          );
        })}
      </ul>
    </section>
  );
}
