import { render, screen } from '@testing-library/react';
import { getLegalNotice } from '@/lib/content/owner';
import { locales } from '@/lib/i18n/locales';
import { LegalSections } from './LegalSections';

describe.each(locales)('the legal notice (%s)', (locale) => {
  it('shows every section of the content in the language', () => {
    render(<LegalSections locale={locale} />);
    const { sections } = getLegalNotice(locale);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      sections.map((section) => section.titre),
    );
    for (const paragraph of sections.flatMap((section) => section.paragraphes)) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });
});
