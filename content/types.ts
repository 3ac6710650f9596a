/** The owner's data, typed. Field names follow the specification so the owner recognises them. */

export type ProjectType = 'professionnel' | 'universitaire' | 'personnel';

export type Project = {
  /** Lowercase letters, digits and hyphens: the address is /projets/{slug}. */
  slug: string;
  titre: string;
  /** One sentence, used on cards' alt text, in search results and in link previews. */
  descriptionCourte: string;
  /** One paragraph, or a list of paragraphs. */
  descriptionLongue: string | string[];
  /** Image path under public/ (for example "/images/projets/portfolio-1.png"). */
  miniature: string;
  /** Carousel images, in order: paths under public/ or absolute https URLs. */
  images: string[];
  /** Technology labels, as written in content/technologies.ts. */
  tags: string[];
  type: ProjectType;
  /** Free text, shown as written ("Été 2025"). */
  date: string;
  /** External address of the project, when it is online. */
  lien?: string;
};

export type Technology = {
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
