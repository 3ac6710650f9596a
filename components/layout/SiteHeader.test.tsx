import { render, screen, within } from '@testing-library/react';
import { getProfile } from '@/lib/content/owner';
import { languageNames, locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { otherLocales } from '@/lib/site/languages';
import { mainNavigation } from '@/lib/site/navigation';
import { PageFrame } from './PageFrame';

describe.each(locales)('the page frame (%s)', (locale) => {
  const { site, theme } = messages(locale);
  const renderFrame = (page = { page: 'about' } as const) =>
    render(
      <PageFrame locale={locale} page={page}>
        <p>Contenu</p>
      </PageFrame>,
    );

  it('leads home through the owner’s name and to the main pages, in the language', () => {
    renderFrame();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: getProfile(locale).name })).toHaveAttribute(
      'href',
      pagePath(locale, { page: 'home' }),
    );
    const links = within(header.getByRole('navigation', { name: site.mainNavigation })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(mainNavigation(locale).map((entry) => entry.label));
  });

  it('offers the same page in the other language, beside the theme in the language', () => {
    renderFrame({ page: 'about' });
    const header = within(screen.getByRole('banner'));
    for (const other of otherLocales(locale)) {
      expect(header.getByRole('link', { name: languageNames[other] })).toHaveAttribute(
        'href',
        pagePath(other, { page: 'about' }),
      );
    }
    const group = header.getByRole('group', { name: theme.legend });
    expect(within(group).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual(
      Object.values(theme.choices),
    );
  });

  it('puts the content in the main landmark, which the skip link reaches, between header and footer', () => {
    renderFrame();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    expect(within(screen.getByRole('main')).getByText('Contenu')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has no language switch where the page has no counterpart', () => {
    render(
      <PageFrame locale={locale}>
        <p>Contenu</p>
      </PageFrame>,
    );
    for (const other of otherLocales(locale)) {
      expect(screen.queryByRole('link', { name: languageNames[other] })).toBeNull();
    }
  });
});
