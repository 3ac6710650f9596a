import { SiteLink } from './SiteLink';

type Props = {
  /** Names the landmark, so the header's and the footer's navigations can be told apart. */
  label: string;
  entries: readonly { href: string; label: string }[];
  listClassName: string;
  linkClassName: string;
};

/** A navigation landmark listing pages of the site; each place styles it its own way. */
export function NavLinks({ label, entries, listClassName, linkClassName }: Props) {
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <SiteLink className={linkClassName} href={entry.href}>
              {entry.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
