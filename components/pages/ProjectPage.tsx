import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getProjectBySlug, type LocalizedProject } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import { projectMetadata } from '@/lib/site/metadata';
import { ContentColors } from '@/components/layout/ContentColors';
import { PageFrame } from '@/components/layout/PageFrame';
import { ProjectDetail } from '@/components/projects/ProjectDetail';

/** A project's page in one language (same slug in every language). */
export function ProjectPage({ locale, project }: { locale: Locale; project: LocalizedProject }) {
  return (
    <PageFrame locale={locale} page={{ page: 'project', slug: project.slug }}>
      <ContentColors />
      <ProjectDetail locale={locale} project={project} />
    </PageFrame>
  );
}

type RouteProps = { params: Promise<{ slug: string }> };

/**
 * The route of a language's project pages (app/(fr)/projets/[slug], app/(en)/en/projects/[slug]): its
 * metadata and its page, each from the project of the address; any other slug is the 404 page.
 */
export function projectRoute(locale: Locale) {
  const project = async ({ params }: RouteProps) => getProjectBySlug((await params).slug, locale);
  return {
    async generateMetadata(props: RouteProps): Promise<Metadata> {
      const found = await project(props);
      return found ? projectMetadata(locale, found) : {};
    },
    async Page(props: RouteProps) {
      const found = await project(props);
      if (!found) notFound();
      return <ProjectPage locale={locale} project={found} />;
    },
  };
}
