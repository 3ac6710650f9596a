import { iconHref, type IconName } from '@/lib/site/icon-sprite';

/** One of the site's icons, beside a text that names it: hidden from assistive technologies. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg width="20" height="20" aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
}
