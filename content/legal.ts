import type { LegalNotice } from '@/lib/content/content-schema';
import { inLocale } from '@/lib/content/localized';
import { profile } from '@/content/profile';
import { site } from '@/content/site';

/**
 * The legal notice: eight sections, in the order of the specification. The English version is a
 * translation for the reader, and says that the French notice and French law prevail ("Modification").
 */
export const legal: LegalNotice = {
  sections: [
    {
      titre: { fr: 'Éditeur du site', en: 'Site publisher' },
      paragraphes: [
        {
          fr: `Ce site est édité à titre personnel par ${profile.name}, ${inLocale(profile.localisation, 'fr')}.`,
          en: `This site is published in a personal capacity by ${profile.name}, ${inLocale(profile.localisation, 'en')}.`,
        },
        { fr: `Contact : ${profile.email}.`, en: `Contact: ${profile.email}.` },
        { fr: `Directeur de la publication : ${profile.name}.`, en: `Director of publication: ${profile.name}.` },
      ],
    },
    {
      titre: { fr: 'Hébergement', en: 'Hosting' },
      paragraphes: [
        {
          fr: "Le site est un ensemble de pages statiques. L'hébergeur est indiqué ici par l'éditeur lors de la mise en ligne (nom, adresse et téléphone de l'hébergeur).",
          en: "The site is a set of static pages. The host is named here by the publisher when the site goes online (the host's name, address and telephone number).",
        },
      ],
    },
    {
      titre: { fr: 'Propriété intellectuelle', en: 'Intellectual property' },
      paragraphes: [
        {
          fr: "Les textes, images et réalisations présentés sur ce site sont la propriété de leur auteur, sauf mention contraire. Toute reproduction sans autorisation écrite préalable est interdite.",
          en: 'The texts, images and work presented on this site are the property of their author, unless stated otherwise. Any reproduction without prior written permission is prohibited.',
        },
        {
          fr: 'Les logos des technologies citées appartiennent à leurs propriétaires respectifs.',
          en: 'The logos of the technologies mentioned belong to their respective owners.',
        },
      ],
    },
    {
      titre: { fr: 'Responsabilité', en: 'Liability' },
      paragraphes: [
        {
          fr: "L'éditeur s'efforce de fournir des informations exactes et à jour, sans pouvoir garantir l'absence d'erreur. Il ne saurait être tenu responsable d'un dommage résultant de l'utilisation du site.",
          en: 'The publisher strives to provide accurate and up-to-date information but cannot guarantee that it is free of errors, and cannot be held liable for any damage resulting from the use of the site.',
        },
      ],
    },
    {
      titre: { fr: 'Liens externes', en: 'External links' },
      paragraphes: [
        {
          fr: "Le site contient des liens vers des sites tiers. L'éditeur n'exerce aucun contrôle sur leur contenu et décline toute responsabilité à leur sujet.",
          en: 'The site contains links to third-party sites. The publisher has no control over their content and accepts no responsibility for them.',
        },
      ],
    },
    {
      titre: { fr: 'Accessibilité', en: 'Accessibility' },
      paragraphes: [
        {
          fr: 'Le site vise la conformité au niveau AA des règles WCAG 2.1 : navigation au clavier, contrastes suffisants, textes alternatifs et compatibilité avec les lecteurs d’écran.',
          en: 'The site aims to conform to level AA of WCAG 2.1: keyboard navigation, sufficient contrast, text alternatives and compatibility with screen readers.',
        },
        {
          fr: "Si un contenu vous est inaccessible, écrivez à l'adresse de contact : une version adaptée vous sera fournie.",
          en: 'If any content is inaccessible to you, write to the contact address and an accessible version will be provided.',
        },
      ],
    },
    {
      titre: { fr: 'Modification', en: 'Changes' },
      paragraphes: [
        {
          fr: "L'éditeur peut modifier ces mentions à tout moment. La version en ligne est la seule qui fait foi.",
          en: 'The publisher may change this notice at any time. Only the online version is authoritative. This English text is a courtesy translation: the French version prevails, and French law applies.',
        },
        { fr: 'Dernière mise à jour : 22/10/2025', en: 'Last updated: 22 October 2025' },
      ],
    },
    {
      titre: { fr: 'Informations complémentaires', en: 'Further information' },
      paragraphes: [
        {
          fr: `Le site ne dépose aucun cookie et ${site.audience ? 'mesure son audience comme le dit la section « Mesure d’audience »' : "ne mesure pas l'audience"}. Les messages envoyés par le formulaire de contact sont transmis par le service EmailJS à l'adresse de l'éditeur et ne sont utilisés que pour vous répondre.`,
          en: `The site sets no cookies and ${site.audience ? 'measures its audience as the “Audience measurement” section says' : 'does not measure its audience'}. Messages sent through the contact form are passed on by the EmailJS service to the publisher's address and are used only to reply to you.`,
        },
        {
          fr: "Conformément au RGPD, vous pouvez demander l'accès à vos données ou leur suppression en écrivant à l'adresse de contact.",
          en: 'Under the GDPR, you can ask for access to your data or for its deletion by writing to the contact address.',
        },
      ],
    },
  ],
};
