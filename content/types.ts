/**
 * The owner's data, typed. Field names follow the specification so the owner recognises them.
 * lib/content-schema.ts checks the rules below, and that no text is empty, when the site builds: a broken
 * entry stops the build with one line per problem.
 */

export type ProjectType = 'professionnel' | 'universitaire' | 'personnel';

export type Project = {
  /** Lowercase letters, digits and hyphens, unique: the address is /projets/{slug}. */
  slug: string;
  titre: string;
  /** One sentence: the page's description in search results and link previews. */
  descriptionCourte: string;
  /** One paragraph, or a list of paragraphs. */
  descriptionLongue: string | string[];
  /** Image path under public/, for example "/images/projets/portfolio-1.png". */
  miniature: string;
  /** Carousel images, in order, at least one: paths under public/. */
  images: string[];
  /** Technology labels, as written in content/technologies.ts. */
  tags: string[];
  type: ProjectType;
  /** Free text, shown as written ("Été 2025"). */
  date: string;
  /** External address of the project (absolute, http or https), when it is online. */
  lien?: string;
};

/** Colours accept any CSS colour: hex, rgb()/hsl() and the like, or a name. */
export type Technology = {
  /** Unique: projects' tags and skills name a technology by this label. */
  label: string;
  /** Icon path under public/. */
  imgSrc: string;
  /** Tag background in light mode; textColor must be readable on it (WCAG AA). */
  bgLight: string;
  /** Tag background in dark mode; the site's light text colour must be readable on it. */
  bgDark: string;
  borderColor: string;
  /** Tag text colour in light mode. */
  textColor: string;
  /** The technology's official site. */
  href: string;
};

export type Skill = {
  /** A technology label from content/technologies.ts. */
  technologie: string;
  /** Shown on hover and keyboard focus. */
  infobulle: string;
};

export type Badge = {
  label: string;
};

export type Profile = {
  name: string;
  alias: string;
  jobTitle: string;
  /** The line about the internship that is sought. */
  recherche: string;
  photo: string;
  photoAlt: string;
  /** Paragraphs. */
  biographie: string[];
  passions: string[];
  badges: Badge[];
  /** Absolute https addresses. */
  linkedin: string;
  github: string;
  email: string;
  /** City shown in the footer and the legal notice. */
  localisation: string;
};

export type LegalSection = {
  titre: string;
  paragraphes: string[];
};

export type LegalNotice = {
  /** In the specification's order; the "Modification" section ends with the date of the last update. */
  sections: LegalSection[];
};
