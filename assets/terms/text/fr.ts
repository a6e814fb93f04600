import type { TermsText } from './types.ts';

export const fr: TermsText = {
  title: 'Règlement officiel du tirage au sort',
  lead: (f) =>
    `Le présent règlement régit le tirage au sort organisé autour des jeux « ${f.organiser} ». Toute participation emporte son acceptation pleine et entière.`,
  organiser: {
    heading: 'Organisateur',
    paragraphs: (f) => [
      `Le tirage au sort est organisé par ${f.organiser} (l’« Organisateur »), la marque de périphériques de jeu qui exploite ce site. La participation est gratuite et sans obligation d’achat.`,
    ],
  },
  eligibility: {
    heading: 'Conditions de participation',
    paragraphs: (f) => [
      `Le tirage au sort est ouvert aux personnes physiques âgées d’au moins ${f.minimumAge} ans au jour de leur participation et résidant dans tout pays à l’exception des pays suivants : ${f.excludedCountries}. Les résidents de ces pays peuvent jouer, mais ne peuvent pas participer au tirage au sort.`,
      'La participation nécessite un compte indiquant la date de naissance du participant. La résidence est vérifiée à la fois d’après le pays indiqué par le participant et d’après le pays depuis lequel il joue, tel que le localisent les prestataires du site : si l’un ou l’autre est l’un de ces pays, ou si aucun pays n’est connu, la participation n’est pas valable.',
      'Ne peuvent pas participer les salariés de l’Organisateur, de ses agences et de toute société associée à l’organisation du tirage au sort, ni les membres de leur foyer.',
    ],
  },
  period: {
    heading: 'Durée',
    paragraphs: (f) => [
      `Le tirage au sort est ouvert du ${f.startDate} à ${f.openTime} au ${f.endDate} à ${f.closeTime}, heure ${f.timeZone}. Seuls les scores enregistrés pendant cette période participent ; l’heure enregistrée par le serveur de l’Organisateur fait foi.`,
    ],
  },
  entry: {
    heading: 'Modalités de participation',
    paragraphs: (f) => [
      `Jouez aux trois jeux du site (${f.games}), puis enregistrez votre score total au moyen du formulaire pendant la période du tirage au sort, en indiquant une adresse e-mail valide et en acceptant le présent règlement.`,
      'Une seule participation est acceptée par adresse e-mail, et chaque personne ne peut participer qu’avec une seule adresse.',
      'Chaque score est vérifié par le serveur de l’Organisateur, qui rejoue la partie enregistrée ; un score qui ne peut être reproduit n’est pas retenu. Toute tentative de fraude, notamment par un logiciel modifié, un jeu automatisé ou l’usage de plusieurs identités, entraîne l’exclusion du participant de l’ensemble du tirage au sort.',
    ],
  },
  tiers: {
    heading: 'Dotations par palier',
    paragraphs: () => [
      'Le score total, somme des scores des trois jeux, classe chaque participation dans un palier. Chaque participation concourt au tirage du palier le plus élevé atteint par son total :',
    ],
  },
  leaderboard: {
    heading: 'Dotations du classement',
    paragraphs: (f) => [
      `En outre, les participants occupant les ${f.leaderboardPlaces} premières places du classement à la clôture du tirage au sort remportent chacun un lot choisi dans la gamme de périphériques de jeu de l’Organisateur. À score égal, le score enregistré en premier est classé devant.`,
    ],
  },
  share: {
    heading: 'Dotation de partage',
    paragraphs: (f) => [
      `Les participants qui partagent leur score depuis le site pendant la période du tirage au sort, en étant connectés à leur compte, concourent à un tirage distinct de codes de portefeuille d’une valeur de ${f.sharePrize} chacun. Le nombre de codes de portefeuille tirés au sort est de ${f.sharePrizeWinners}, chacun attribué à un participant différent, et un participant de réserve est tiré au sort pour chaque code.`,
      `Chaque participant concourt une seule fois à ce tirage, quel que soit le nombre de ses partages, et doit remplir les conditions de participation ci-dessus. Les partages effectués sans être connecté, ou en dehors de la période du tirage au sort, ne concourent pas.`,
    ],
  },
  draw: {
    heading: 'Désignation et information des gagnants',
    paragraphs: (f) => [
      'Après la clôture, les gagnants de chaque palier sont tirés au sort parmi les participations valables de ce palier, sous le contrôle de l’Organisateur.',
      `Les gagnants sont informés par e-mail, à l’adresse indiquée lors de leur participation, dans les ${f.noticeDays} jours suivant la fin du tirage au sort. Chaque gagnant doit répondre dans les ${f.replyDays} jours suivant ce message pour confirmer ses coordonnées et son éligibilité ; à défaut, il perd le bénéfice de son lot, qui peut être attribué à un participant suppléant.`,
    ],
  },
  prizeRules: {
    heading: 'Lots',
    paragraphs: () => [
      'Les lots sont attribués tels que décrits, sans contrepartie en espèces, et ne peuvent être ni échangés ni cédés. Si un lot devenait indisponible pour des raisons indépendantes de sa volonté, l’Organisateur pourrait le remplacer par un lot de valeur égale ou supérieure.',
    ],
  },
  data: {
    heading: 'Données personnelles',
    paragraphs: () => [
      'Les données fournies lors de la participation (adresse e-mail, nom, date de naissance et pays) servent à organiser le tirage au sort, à vérifier l’éligibilité et à contacter les gagnants. Elles sont traitées conformément à la politique de confidentialité de ce site.',
    ],
  },
  general: {
    heading: 'Dispositions générales',
    paragraphs: () => [
      'La participation implique l’acceptation pleine et entière du présent règlement. L’Organisateur peut annuler, suspendre ou modifier le tirage au sort si une fraude, une défaillance technique ou toute autre cause indépendante de sa volonté en empêche le bon déroulement ; les participants en sont informés sur le site.',
      'Le présent règlement est soumis au droit du pays où l’Organisateur est établi, sans préjudice des dispositions impératives de protection des consommateurs du pays de résidence du participant.',
    ],
  },
  table: { tier: 'Palier', minScore: 'Score total minimum', winners: 'Gagnants', prize: 'Lot' },
  tierName: (tier) => `Palier ${tier}`,
  prizes: {
    'gaming-pc-bundle': 'Un PC de jeu avec une souris, un casque et un clavier',
    'graphics-card': 'Une carte graphique',
    'peripherals-bundle': 'Une souris, un casque et un clavier',
  },
  privacyLink: 'Politique de confidentialité',
  page: (page, pages) => `Page ${page} sur ${pages}`,
};
