import { render, screen } from '@testing-library/react';
import { getProfile } from '@/lib/content/owner';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { SocialLinks } from './SocialLinks';

describe.each(locales)('the owner’s profiles (%s)', (locale) => {
  const profile = getProfile(locale);
  const { site } = messages(locale);

  it('name each link in the language, icons alone', () => {
    render(<SocialLinks locale={locale} />);
    expect(screen.getByRole('link', { name: `GitHub ${site.newTab}` })).toHaveAttribute('href', profile.github);
    expect(screen.getByRole('link', { name: site.emailLink(profile.email) })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
  });

  it('write the address beside its icon on the contact page', () => {
    render(<SocialLinks locale={locale} withLabels />);
    expect(screen.getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);
    expect(screen.getByRole('link', { name: `LinkedIn ${site.newTab}` })).toHaveAttribute('href', profile.linkedin);
  });
});
