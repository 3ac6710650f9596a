import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { palette as contentPalette } from '@/content/palette';
import { mix } from '@/lib/content/colours';
import type { Palette, ThemeColours } from '@/lib/content/content-schema';
import { getTechnology } from '@/lib/content/projects';
import { previewTags, previewTitle } from '@/lib/site/preview-layout';
import type { Locale } from '@/lib/i18n/locales';
import type { PageRef } from '@/lib/i18n/routes';
import { previewContent, type PreviewContent } from '@/lib/site/previews';

/** Link previews are drawn at the size every network expects. */
const previewSize = { width: 1200, height: 630 };

/**
 * Where the preview's background gradient ends: a pastel of the owner's colour, a quarter of the dark
 * theme's primary (the colour made light) over the light surface. Mixing the light theme's primary, a dark
 * colour, into white would grey it.
 */
const previewTint = (palette: Palette) => mix(palette.dark.primary, palette.light.surface, 0.26);

// Satori (next/og) understands inline styles only, so these style objects are its stylesheet: in the
// palette's light theme, the one a chat app's white page shows best.
function previewStyles(palette: Palette) {
  const colours = palette.light;
  return {
    frame: {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      background: `linear-gradient(135deg, ${colours.background} 0%, ${previewTint(palette)} 100%)`,
      color: colours.text,
      fontFamily: 'Inter',
    },
    heading: { display: 'flex', flexDirection: 'column' },
    kicker: { fontSize: 30, fontWeight: 700, color: colours.accent, letterSpacing: 4, textTransform: 'uppercase' },
    title: { fontWeight: 700, lineHeight: 1.08, marginTop: 20, letterSpacing: -2 },
    subtitle: { fontSize: 34, color: colours.textMuted, marginTop: 20, lineHeight: 1.3 },
    tags: { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' },
    more: { fontSize: 30, fontWeight: 700, color: colours.textMuted },
    footer: { display: 'flex', flexDirection: 'column', gap: 24 },
    owner: { display: 'flex', gap: 16, fontSize: 30 },
    ownerName: { fontWeight: 700 },
    ownerTitle: { color: colours.primary },
  } as const;
}

/** A technology's tag in its own colours, or the page's when the content has no such technology. */
function tagStyle(label: string, colours: ThemeColours) {
  const technology = getTechnology(label);
  return {
    padding: '8px 22px',
    borderRadius: 999,
    fontSize: 28,
    fontWeight: 700,
    background: technology?.bgLight ?? colours.surfaceMuted,
    color: technology?.textColor ?? colours.text,
    border: `3px solid ${technology?.borderColor ?? colours.border}`,
  };
}

async function interFont(weight: 400 | 700) {
  // The Inter files ship with the @fontsource/inter package: nothing is fetched while building.
  const file = path.join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return { name: 'Inter', data: await readFile(file), weight, style: 'normal' as const };
}

/**
 * A 1200×630 PNG for link previews, drawn at build time; its texts in the page's language
 * (lib/site/previews.ts), its colours the content's palette unless given another.
 */
export async function socialPreview({ kicker, title, subtitle, tags = [], owner }: PreviewContent, palette: Palette = contentPalette) {
  const styles = previewStyles(palette);
  const heading = previewTitle(title);
  const { shown, more } = previewTags(tags);
  return new ImageResponse(
    (
      <div style={styles.frame}>
        <div style={styles.heading}>
          <div style={styles.kicker}>{kicker}</div>
          <div style={{ ...styles.title, fontSize: heading.fontSize }}>{heading.text}</div>
          <div style={styles.subtitle}>{subtitle}</div>
        </div>
        <div style={styles.footer}>
          {shown.length > 0 && (
            <div style={styles.tags}>
              {shown.map((tag) => (
                <div key={tag} style={tagStyle(tag, palette.light)}>
                  {tag}
                </div>
              ))}
              {more > 0 && <div style={styles.more}>{`+${more}`}</div>}
            </div>
          )}
          <div style={styles.owner}>
            <span style={styles.ownerName}>{owner.name}</span>
            <span style={styles.ownerTitle}>{`· ${owner.jobTitle}`}</span>
          </div>
        </div>
      </div>
    ),
    { ...previewSize, fonts: [await interFont(400), await interFont(700)] },
  );
}

/** The PNG of a page's link preview, for its route handler; a 404 for a project the content does not have. */
export async function previewResponse(locale: Locale, ref: PageRef): Promise<Response> {
  const content = previewContent(locale, ref);
  return content ? socialPreview(content) : new Response(null, { status: 404 });
}
