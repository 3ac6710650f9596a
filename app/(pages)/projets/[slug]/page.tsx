import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectDetail } from '@/components/projects/ProjectDetail';
import { getProjectBySlug, getProjectParams } from '@/lib/content/projects';
import { pageMetadata } from '@/lib/site/metadata';

type Props = { params: Promise<{ slug: string }> };

// Only the projects of content/ exist; any other slug is the 404 page ("Projet introuvable").
export const dynamicParams = false;

export const generateStaticParams = getProjectParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProjectBySlug((await params).slug, 'fr');
  if (!project) return {};
  return pageMetadata({
    title: project.titre,
    description: project.descriptionCourte,
    path: `/projets/${project.slug}`,
    preview: { path: `/projets/${project.slug}/apercu.png`, alt: `Aperçu du projet ${project.titre}` },
    type: 'article',
  });
}

export default async function ProjectPage({ params }: Props) {
  const project = getProjectBySlug((await params).slug, 'fr');
  if (!project) notFound();
  return <ProjectDetail project={project} />;
}
