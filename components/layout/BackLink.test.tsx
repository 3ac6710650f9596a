import { render, screen } from '@testing-library/react';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { BackLink } from './BackLink';
import { SkipLink } from './SkipLink';

describe.each(locales)('the ways through a page (%s)', (locale) => {
  const { site } = messages(locale);

  it('goes back to the list, named in the language', () => {
    const href = pagePath(locale, { page: 'projects' });
    render(<BackLink locale={locale} href={href} />);
    expect(screen.getByRole('link', { name: site.back })).toHaveAttribute('href', href);
  });

  it('skips to the content, named in the language', () => {
    render(<SkipLink locale={locale} />);
    expect(screen.getByRole('link', { name: site.skipLink })).toHaveAttribute('href', '#contenu');
  });
});

it('says "Retour" in French, as the specification does', () => {
  render(<BackLink locale="fr" href="/projets" />);
  expect(screen.getByRole('link', { name: 'Retour' })).toBeInTheDocument();
});
