import { render, screen } from '@testing-library/react';
import { OBJECTION_ATTRIBUTE } from '@/lib/browser/audience/settings';
import { selector } from '@/lib/browser/data-attributes';
import { getLegalNotice } from '@/lib/content/owner';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { audience } from '@/lib/site/audience';
import { AudienceSection } from './AudienceSection';
import { LegalSections } from './LegalSections';

describe.each(locales)('the legal notice (%s)', (locale) => {
  it('shows every section of the content in the language, then the audience measurement’s only when the site measures it', () => {
    const { container } = render(<LegalSections locale={locale} />);
    const { sections } = getLegalNotice(locale);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...sections.map((section) => section.titre),
      ...(audience ? [messages(locale).audience.title] : []),
    ]);
    for (const paragraph of sections.flatMap((section) => section.paragraphes)) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
    expect(container.querySelectorAll(selector(OBJECTION_ATTRIBUTE))).toHaveLength(audience ? 1 : 0);
  });

  it('names the service, what it receives, for how long, and offers the objection switch, off until the script binds it', () => {
    render(<AudienceSection locale={locale} settings={{ provider: 'goatcounter', address: 'https://moncode.goatcounter.com', retentionMonths: 13 }} />);
    const text = messages(locale).audience;
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(text.title);
    for (const paragraph of text.paragraphs('GoatCounter', 13)) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByText(/GoatCounter/)).toBeInTheDocument();
    expect(screen.getByText(/13/)).toBeInTheDocument();
    const objection = screen.getByRole('checkbox', { name: text.objection });
    expect(objection).toHaveAttribute(OBJECTION_ATTRIBUTE);
    expect(objection).toBeDisabled();
    expect(objection).not.toBeChecked();
  });
});
