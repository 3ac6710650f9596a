import { render, screen } from '@testing-library/react';
import { getProfile, getSkills } from '@/lib/content/owner';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { AboutProfile } from './AboutProfile';
import { SkillList } from './SkillList';

describe.each(locales)('the about page (%s)', (locale) => {
  const profile = getProfile(locale);
  const { about, pages } = messages(locale);

  it('shows the profile under the page’s name, with the biography and passions in the language', () => {
    render(<AboutProfile locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pages.about.label);
    expect(screen.getByRole('img')).toHaveAttribute('alt', profile.photoAlt);
    for (const paragraph of profile.biographie) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: about.passions })).toBeInTheDocument();
    for (const passion of profile.passions) expect(screen.getByText(passion)).toBeInTheDocument();
  });

  it('lists the skills with their tooltips in the language', () => {
    render(<SkillList locale={locale} />);
    expect(screen.getByRole('heading', { level: 2, name: about.skills })).toBeInTheDocument();
    const tooltips = screen.getAllByRole('tooltip', { hidden: true }).map((tooltip) => tooltip.textContent);
    expect(tooltips).toEqual(getSkills(locale).map((skill) => skill.infobulle));
  });
});

it('names the about page’s headings as the specification does, in French', () => {
  render(
    <>
      <AboutProfile locale="fr" />
      <SkillList locale="fr" />
    </>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('À propos');
  expect(screen.getByRole('heading', { name: 'Compétences' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Passions' })).toBeInTheDocument();
});
