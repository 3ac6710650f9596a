import { render, screen, within } from '@testing-library/react';
import { getProfile } from '@/lib/content/owner';
import { languageNames, locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { otherLocales } from '@/lib/site/languages';
import { mainNavigation } from '@/lib/site/navigation';
import { HomeHero } from './HomeHero';

describe.each(locales)('the home page (%s)', (locale) => {
  const profile = getProfile(locale);
  const { home, site, theme } = messages(locale);

  it('says who the owner is and what they look for, in the language', () => {
    render(<HomeHero locale={locale} />);
    expect(screen.getByText(home.kicker)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(profile.name);
    expect(screen.getByText(profile.jobTitle)).toBeInTheDocument();
    expect(screen.getByText(profile.recherche)).toBeInTheDocument();
  });

  it('leads to the main pages in the language', () => {
    render(<HomeHero locale={locale} />);
    const links = within(screen.getByRole('navigation', { name: site.mainNavigation })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      mainNavigation(locale).map((entry) => [entry.label, entry.href]),
    );
  });

  it('holds the language switch and the theme in its slim header', () => {
    render(<HomeHero locale={locale} />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('group', { name: theme.legend })).toBeInTheDocument();
    for (const other of otherLocales(locale)) {
      expect(header.getByRole('link', { name: languageNames[other] })).toHaveAttribute(
        'href',
        pagePath(other, { page: 'home' }),
      );
    }
  });
});
