import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { NOT_FOUND_ATTRIBUTE, notFoundScriptAttributes } from '@/lib/browser/not-found';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { siteLocales } from '@/lib/site/languages';
import { fullTitle } from '@/lib/site/metadata';
import { prerender } from '@/lib/test/prerender';
import { NotFoundMessage } from './NotFoundMessage';

// The 404 page as served: pre-rendered HTML (its inline script runs in the browser only, tested in
// lib/browser/not-found.test.ts).
const renderPage = () => prerender(<NotFoundMessage />, { javaScript: false });

describe('the 404 message', () => {
  it('holds a message about a page and one about a project in each language of the site, for the script to pick', () => {
    const { container } = renderPage();
    for (const locale of siteLocales) {
      const { notFound } = messages(locale);
      const heading = screen.getByRole('heading', { name: notFound.page.title });
      const version = within(heading.closest<HTMLElement>(`[lang="${locale}"]`)!);
      expect(version.getByText(notFound.code)).toBeInTheDocument();
      expect(version.getByText(notFound.page.text)).toBeInTheDocument();
      expect(version.getByRole('heading', { name: notFound.project.title })).toBeInTheDocument();
      expect(version.getByText(notFound.project.text)).toBeInTheDocument();
      expect(version.getByRole('link', { name: notFound.allProjects })).toHaveAttribute(
        'href',
        pagePath(locale, { page: 'projects' }),
      );
      expect(version.getByRole('link', { name: notFound.home })).toHaveAttribute('href', pagePath(locale, { page: 'home' }));
    }
    expect(container.querySelectorAll('[lang]')).toHaveLength(siteLocales.length);
  });

  it('gives the script each message’s tab title', () => {
    const { container } = renderPage();
    const script = container.querySelector('script')!;
    expect(JSON.parse(script.getAttribute(notFoundScriptAttributes.titles)!)).toEqual(
      Object.fromEntries(
        siteLocales.map((locale) => {
          const { notFound } = messages(locale);
          return [locale, { page: fullTitle(locale, notFound.page.title), project: fullTitle(locale, notFound.project.title) }];
        }),
      ),
    );
    expect(script).toHaveAttribute(notFoundScriptAttributes.basePath);
  });

  it('shows the project message by the attribute the script sets on <html>', () => {
    const styles = readFileSync(path.join(__dirname, 'NotFoundMessage.module.css'), 'utf8');
    expect(styles).toContain(`html[${NOT_FOUND_ATTRIBUTE}='project']`);
  });
});
