import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectDetail } from '@/components/projects/ProjectDetail';
import { getProjectBySlug, getProjectParams } from '@/lib/content/projects';
import { projectMetadata } from '@/lib/site/metadata';

type Props = { params: Promise<{ slug: string }> };

// Only the projects of content/ exist; any other slug is the 404 page ("Projet introuvable").
export const dynamicParams = false;

export const generateStaticParams = getProjectParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProjectBySlug((await params).slug, 'fr');
  if (!project) return {};
  return projectMetadata('fr', project);
}

export default async function ProjectPage({ params }: Props) {
  const project = getProjectBySlug((await params).slug, 'fr');
  if (!project) notFound();
  return <ProjectDetail project={project} />;
}
