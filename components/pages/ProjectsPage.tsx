import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { getProjectSummaries, getTechnologies } from '@/lib/content/projects';
import { ContentColors } from '@/components/layout/ContentColors';
import { PageFrame } from '@/components/layout/PageFrame';
import { PageHeading } from '@/components/layout/PageHeading';
import { ProjectList } from '@/components/projects/ProjectList';

/** The project list of one language, with its filter. */
export function ProjectsPage({ locale }: { locale: Locale }) {
  const { label, intro } = messages(locale).pages.projects;
  return (
    <PageFrame locale={locale} page={{ page: 'projects' }}>
      <ContentColors />
      <PageHeading title={label}>
        <p>{intro}</p>
      </PageHeading>
      <ProjectList locale={locale} projects={getProjectSummaries(locale)} technologies={getTechnologies()} />
    </PageFrame>
  );
}
