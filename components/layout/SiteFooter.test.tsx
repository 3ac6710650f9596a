import { render, screen, within } from '@testing-library/react';
import { getProfile } from '@/lib/content/owner';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { navigation } from '@/lib/site/navigation';
import { SiteFooter } from './SiteFooter';

describe.each(locales)('the footer (%s)', (locale) => {
  const profile = getProfile(locale);
  const { site } = messages(locale);

  it('names the owner, their job and place, and their badges', () => {
    render(<SiteFooter locale={locale} />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`${profile.jobTitle} · ${profile.localisation}`)).toBeInTheDocument();
    for (const badge of profile.badges) expect(footer.getByText(badge.label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.emailLink(profile.email) })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
  });

  it('links to every page of the site, in the language', () => {
    render(<SiteFooter locale={locale} />);
    const links = within(screen.getByRole('navigation', { name: site.footerNavigation })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      navigation(locale).map((entry) => [entry.label, entry.href]),
    );
  });

  it('ends with the copyright line', () => {
    render(<SiteFooter locale={locale} />);
    expect(screen.getByText(new RegExp(`${profile.name}\\. ${site.rights}$`))).toHaveTextContent(/^©/);
  });

  it('says in the language that the profiles open a new tab', () => {
    render(<SiteFooter locale={locale} />);
    expect(screen.getByRole('link', { name: `LinkedIn ${site.newTab}` })).toHaveAttribute('target', '_blank');
  });
});

it('writes the French footer as the specification does', () => {
  render(<SiteFooter locale="fr" />);
  const links = within(screen.getByRole('navigation', { name: 'Plan du site' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(
    expect.arrayContaining(['Accueil', 'Projets', 'À propos', 'Contact', 'Mentions légales']),
  );
  expect(screen.getByText(/Tous droits réservés\.$/)).toBeInTheDocument();
});
