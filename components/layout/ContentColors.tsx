import { getTechnologies } from '@/lib/content/projects';
import { contentColorsCss } from '@/lib/content/content-colors';

/**
 * The owner's technology and project-type colours as CSS, rendered by the pages that show such tags
 * (components/pages/*): the others carry none of it. React hoists a `<style>` with `href` and
 * `precedence` into <head>, where it belongs (valid HTML), and brings it along on a client-side
 * navigation to such a page. The same text on every page: one hash in the pages' policy.
 */
export function ContentColors() {
  return (
    <style href="content-colors" precedence="default">
      {contentColorsCss(getTechnologies())}
    </style>
  );
}
