import { profile } from '@/content/profile';
import { site } from '@/content/site';
import { linkPreview, pageMetadata } from './metadata';

describe('page metadata', () => {
  it('gives a page its title, description, canonical address and a preview naming the owner', () => {
    const metadata = pageMetadata({ title: 'Projets', description: 'Les projets.', path: '/projets' });
    expect(metadata).toMatchObject({
      title: 'Projets',
      description: 'Les projets.',
      alternates: { canonical: '/projets' },
      openGraph: { title: `Projets · ${profile.name}`, description: 'Les projets.', url: '/projets', locale: 'fr_FR' },
      twitter: { card: 'summary_large_image', title: `Projets · ${profile.name}` },
    });
  });

  it("uses the site's name and preview image on the home page", () => {
    const metadata = pageMetadata({ description: 'Accueil.', path: '/' });
    expect(metadata).not.toHaveProperty('title');
    expect(metadata.openGraph).toMatchObject({
      title: site.name,
      images: [{ url: '/apercu.png', width: 1200, height: 630, type: 'image/png' }],
    });
  });

  it("uses a project's own preview image when it has one, on both cards", () => {
    const metadata = pageMetadata({
      title: 'Démo',
      description: 'Une démo.',
      path: '/projets/demo',
      preview: { path: '/projets/demo/apercu.png', alt: 'Démo' },
    });
    const image = { url: '/projets/demo/apercu.png', alt: 'Démo', width: 1200, height: 630 };
    expect(metadata.openGraph).toMatchObject({ images: [image] });
    expect(metadata.twitter).toMatchObject({ images: [image] });
  });

  it('gives every link preview a complete set of tags', () => {
    const preview = linkPreview({ title: 'T', description: 'D' });
    expect(preview.openGraph).toMatchObject({ type: 'website', siteName: site.name, title: 'T', description: 'D' });
    expect(preview.twitter).toMatchObject({ card: 'summary_large_image', title: 'T', description: 'D' });
  });
});
