import { render, screen, within } from '@testing-library/react';
import { buildCv, getCv, jsonResumePath, type Cv } from '@/lib/content/cv';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, projectPath } from '@/lib/i18n/routes';
import { cvSource } from '@/lib/test/cv-fixtures';
import { CvDownloadLink } from './CvDownloadLink';
import { CvJsonResumeLink } from './CvJsonResumeLink';
import { CvSheet } from './CvSheet';

function section<K extends Cv['sections'][number]['kind']>(cv: Cv, kind: K) {
  return cv.sections.find((s) => s.kind === kind) as Extract<Cv['sections'][number], { kind: K }>;
}

describe.each(locales)('the CV sheet in %s', (locale) => {
  const cv = buildCv(cvSource(), locale);
  const words = messages(locale).cv;

  test('heads each section with its title in the language', () => {
    render(<CvSheet cv={cv} />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(cv.sections.map((s) => words.sections[s.kind]));
    for (const s of cv.sections) expect(screen.getByRole('region', { name: s.title })).toBeInTheDocument();
  });

  test("labels the contacts and the technologies with the language's punctuation", () => {
    const { container } = render(<CvSheet cv={cv} />);
    const text = container.textContent ?? '';
    for (const contact of cv.contacts) expect(text).toContain(`${words.label(contact.label)}${contact.text}`);
    const projects = section(cv, 'projects').projects;
    // Said before each project's technologies, hidden on screen.
    expect(text).toContain(`${words.label(words.technologies)}${projects[0].technologies.join(' · ')}`);
    const others = section(cv, 'skills').otherTechnologies.join(', ');
    expect(text).toContain(`${words.label(words.otherTechnologies)}${others}`);
  });

  test("links the portfolio to the language's home page and each project to its page in the language", () => {
    render(<CvSheet cv={cv} />);
    const portfolio = cv.contacts.find((contact) => contact.path)!;
    expect(screen.getByRole('link', { name: portfolio.text })).toHaveAttribute('href', pagePath(locale, { page: 'home' }));
    const projects = within(screen.getByRole('region', { name: words.sections.projects }));
    for (const project of section(cv, 'projects').projects) {
      const slug = project.path.split('/').at(-1)!;
      expect(projects.getByRole('link', { name: project.title })).toHaveAttribute('href', projectPath(locale, slug));
    }
  });
});

describe.each(locales)('the download link in %s', (locale) => {
  test("downloads the language's PDF, named and announced in the language", () => {
    render(<CvDownloadLink locale={locale} />);
    const { file } = getCv(locale);
    const link = screen.getByRole('link', { name: messages(locale).cv.download });
    expect(link.getAttribute('href')).toMatch(new RegExp(`${file.path.replace(/\./g, '\\.')}$`));
    expect(link).toHaveAttribute('download', file.name);
    expect(link).toHaveAttribute('hreflang', locale);
    expect(link).toHaveAttribute('type', 'application/pdf');
  });
});

describe.each(locales)('the JSON Resume link in %s', (locale) => {
  test("leads to the language's resume.json, named in the language", () => {
    render(<CvJsonResumeLink locale={locale} />);
    const link = screen.getByRole('link', { name: messages(locale).cv.jsonResume.link });
    expect(link).toHaveAttribute('href', jsonResumePath(locale));
    expect(link).toHaveAttribute('hreflang', locale);
    expect(link).toHaveAttribute('type', 'application/json');
  });
});
