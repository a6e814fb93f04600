import type { TermsText } from './types.ts';

export const en: TermsText = {
  title: 'Official rules of the prize draw',
  lead: (f) =>
    `These rules govern the prize draw held with the “${f.organiser}” games. Entering the draw means accepting them in full.`,
  organiser: {
    heading: 'Organiser',
    paragraphs: (f) => [
      `The prize draw is organised by ${f.organiser} (the “Organiser”), the gaming-peripherals brand that runs this website. Entry is free and no purchase is necessary.`,
    ],
  },
  eligibility: {
    heading: 'Who may enter',
    paragraphs: (f) => [
      `The draw is open to individuals aged ${f.minimumAge} or over on the day they enter who reside in any country except ${f.excludedCountries}. Residents of those countries may play the games but may not take part in the draw.`,
      'An entry needs an account with the entrant’s date of birth. Residence is checked against both the country the entrant gives and the country from which they play, as the website’s service providers locate it: if either is one of those countries, or no country is known at all, the entry is not valid.',
      'Employees of the Organiser, of its agencies and of any company involved in running the draw, and members of their households, may not enter.',
    ],
  },
  period: {
    heading: 'Draw period',
    paragraphs: (f) => [
      `The draw opens on ${f.startDate} at ${f.openTime} and closes on ${f.endDate} at ${f.closeTime}, ${f.timeZone} time. Only scores saved within this period are entered; the time recorded by the Organiser’s server is decisive.`,
    ],
  },
  entry: {
    heading: 'How to enter',
    paragraphs: (f) => [
      `Play the three games on the website (${f.games}), then save your total score with the score form during the draw period, giving a valid e-mail address and accepting these rules.`,
      'One entry is accepted per e-mail address, and each person may enter with one address only.',
      'Every score is verified by the Organiser’s server, which replays the recorded game; a score that cannot be reproduced is not counted. Any attempt to cheat, such as altered software, automated play or multiple identities, disqualifies the entrant from the whole draw.',
    ],
  },
  tiers: {
    heading: 'Prizes by tier',
    paragraphs: () => [
      'The total score, the sum of the scores of the three games, places each entry in a tier. Each entry takes part in the draw of the highest tier its total reaches:',
    ],
  },
  leaderboard: {
    heading: 'Leaderboard prizes',
    paragraphs: (f) => [
      `In addition, the entrants holding the top ${f.leaderboardPlaces} places on the leaderboard when the draw closes each win a prize from the Organiser’s range of gaming peripherals. Equal scores are ranked by the time they were saved, the earlier first.`,
    ],
  },
  share: {
    heading: 'Sharing prize',
    paragraphs: (f) => [
      `Entrants who share their score from the website while signed in to their account during the draw period take part in a separate draw for wallet codes worth ${f.sharePrize} each. The number of wallet codes drawn is ${f.sharePrizeWinners}, each to a different entrant, and one reserve entrant is drawn for each code.`,
      `Each entrant takes part in this draw once, however often they share, and must meet the eligibility conditions above. Shares made without being signed in, or outside the draw period, do not take part.`,
    ],
  },
  draw: {
    heading: 'Selection and notification of winners',
    paragraphs: (f) => [
      'After the draw closes, the winners of each tier are drawn at random from the valid entries of that tier, under the Organiser’s supervision.',
      `Winners are notified by e-mail, at the address given with their entry, within ${f.noticeDays} days after the end of the draw. A winner must reply within ${f.replyDays} days of the notification to confirm their details and eligibility; otherwise the prize is forfeited and may be awarded to a reserve entrant.`,
    ],
  },
  prizeRules: {
    heading: 'Prizes',
    paragraphs: () => [
      'Prizes are as described, with no cash alternative, and may be neither exchanged nor transferred. Should a prize become unavailable for reasons beyond its control, the Organiser may replace it with a prize of equal or greater value.',
    ],
  },
  data: {
    heading: 'Personal data',
    paragraphs: () => [
      'The data given with an entry (e-mail address, name, date of birth and country) are used to run the draw, to check eligibility and to contact the winners. They are processed as set out in the privacy policy of this website.',
    ],
  },
  general: {
    heading: 'General terms',
    paragraphs: () => [
      'Entering the draw implies full acceptance of these rules. The Organiser may cancel, suspend or amend the draw should fraud, a technical failure or any other cause beyond its control prevent it from running as intended; entrants will be informed on the website.',
      'These rules are governed by the law of the country in which the Organiser is established, without prejudice to the mandatory consumer protection provisions of the entrant’s country of residence.',
    ],
  },
  table: { tier: 'Tier', minScore: 'Minimum total score', winners: 'Winners', prize: 'Prize' },
  tierName: (tier) => `Tier ${tier}`,
  prizes: {
    'gaming-pc-bundle': 'A gaming PC with a mouse, a headset and a keyboard',
    'graphics-card': 'A graphics card',
    'peripherals-bundle': 'A mouse, a headset and a keyboard',
  },
  privacyLink: 'Privacy policy',
  page: (page, pages) => `Page ${page} of ${pages}`,
};
