import type { LegalNotice } from '@/lib/content/content-schema';
import { profile } from '@/content/profile';

/** The legal notice: eight sections, in the order of the specification. */
export const legal: LegalNotice = {
  sections: [
    {
      titre: 'Éditeur du site',
      paragraphes: [
        `Ce site est édité à titre personnel par ${profile.name}, ${profile.localisation}.`,
        `Contact : ${profile.email}.`,
        `Directeur de la publication : ${profile.name}.`,
      ],
    },
    {
      titre: 'Hébergement',
      paragraphes: [
        "Le site est un ensemble de pages statiques. L'hébergeur est indiqué ici par l'éditeur lors de la mise en ligne (nom, adresse et téléphone de l'hébergeur).",
      ],
    },
    {
      titre: 'Propriété intellectuelle',
      paragraphes: [
        "Les textes, images et réalisations présentés sur ce site sont la propriété de leur auteur, sauf mention contraire. Toute reproduction sans autorisation écrite préalable est interdite.",
        'Les logos des technologies citées appartiennent à leurs propriétaires respectifs.',
      ],
    },
    {
      titre: 'Responsabilité',
      paragraphes: [
        "L'éditeur s'efforce de fournir des informations exactes et à jour, sans pouvoir garantir l'absence d'erreur. Il ne saurait être tenu responsable d'un dommage résultant de l'utilisation du site.",
      ],
    },
    {
      titre: 'Liens externes',
      paragraphes: [
        "Le site contient des liens vers des sites tiers. L'éditeur n'exerce aucun contrôle sur leur contenu et décline toute responsabilité à leur sujet.",
      ],
    },
    {
      titre: 'Accessibilité',
      paragraphes: [
        'Le site vise la conformité au niveau AA des règles WCAG 2.1 : navigation au clavier, contrastes suffisants, textes alternatifs et compatibilité avec les lecteurs d’écran.',
        "Si un contenu vous est inaccessible, écrivez à l'adresse de contact : une version adaptée vous sera fournie.",
      ],
    },
    {
      titre: 'Modification',
      paragraphes: [
        "L'éditeur peut modifier ces mentions à tout moment. La version en ligne est la seule qui fait foi.",
        'Dernière mise à jour : 22/10/2025',
      ],
    },
    {
      titre: 'Informations complémentaires',
      paragraphes: [
        "Le site ne dépose aucun cookie et ne mesure pas l'audience. Les messages envoyés par le formulaire de contact sont transmis par le service EmailJS à l'adresse de l'éditeur et ne sont utilisés que pour vous répondre.",
        "Conformément au RGPD, vous pouvez demander l'accès à vos données ou leur suppression en écrivant à l'adresse de contact.",
      ],
    },
  ],
};
