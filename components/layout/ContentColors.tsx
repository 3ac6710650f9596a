import { getTechnologies } from '@/lib/content/projects';
import { contentColorsCss } from '@/lib/content/content-colors';

/**
 * The owner's technology and project-type colours as CSS. React hoists a `<style>` with `href` and
 * `precedence` into <head>, where it belongs (valid HTML), and Next inlines it like the rest of the CSS.
 */
export function ContentColors() {
  return (
    <style href="content-colors" precedence="default">
      {contentColorsCss(getTechnologies())}
    </style>
  );
}
