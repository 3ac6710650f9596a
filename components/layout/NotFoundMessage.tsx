import { dataProps } from '@/lib/browser/data-attributes';
import { notFoundKinds, notFoundScriptAttributes as a, type NotFoundTitles } from '@/lib/browser/not-found';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { basePath } from '@/lib/site/base-path';
import { siteLocales } from '@/lib/site/languages';
import { fullTitle } from '@/lib/site/metadata';
import pageScripts from '@/generated/page-scripts.json';
import { SiteLink } from './SiteLink';
import styles from './NotFoundMessage.module.css';

/**
 * The 404 page's message, in each language of the site, about a page and about a project. All of them
 * are in the HTML; the inline script picks one by the address before the first paint (the language of
 * its first segment, the project one under /projets/{slug} or /en/projects/{slug}), and CSS shows only
 * the chosen one.
 */
export function NotFoundMessage() {
  const titles: NotFoundTitles = Object.fromEntries(
    siteLocales.map((locale) => {
      const { notFound } = messages(locale);
      return [locale, { page: fullTitle(locale, notFound.page.title), project: fullTitle(locale, notFound.project.title) }];
    }),
  );
  return (
    <div className={styles.message}>
      {/* lib/browser/page-scripts/not-found.ts, inline so it runs before the first paint; the CSP allows it by its hash. */}
      <script
        {...dataProps(a.basePath, basePath)}
        {...dataProps(a.titles, JSON.stringify(titles))}
        dangerouslySetInnerHTML={{ __html: pageScripts['not-found'] }}
      />
      {siteLocales.map((locale) => {
        const { notFound } = messages(locale);
        return (
          <div key={locale} className={styles[locale]} lang={locale}>
            <p className={styles.code}>{notFound.code}</p>
            {notFoundKinds.map((kind) => (
              <div key={kind} className={styles[kind]}>
                <h1 className={styles.title}>{notFound[kind].title}</h1>
                <p>{notFound[kind].text}</p>
              </div>
            ))}
            <ul className={styles.links}>
              <li>
                <SiteLink href={pagePath(locale, { page: 'projects' })}>{notFound.allProjects}</SiteLink>
              </li>
              <li>
                <SiteLink href={pagePath(locale, { page: 'home' })}>{notFound.home}</SiteLink>
              </li>
            </ul>
          </div>
        );
      })}
    </div>
  );
}
