import type { TermsText } from './types.ts';

export const de: TermsText = {
  title: 'Offizielle Teilnahmebedingungen des Gewinnspiels',
  lead: (f) =>
    `Diese Bedingungen regeln das Gewinnspiel zu den Spielen von „${f.organiser}“. Mit der Teilnahme werden sie vollständig anerkannt.`,
  organiser: {
    heading: 'Veranstalter',
    paragraphs: (f) => [
      `Veranstalter des Gewinnspiels ist ${f.organiser} (der „Veranstalter“), die Marke für Gaming-Peripherie, die diese Website betreibt. Die Teilnahme ist kostenlos und von keinem Kauf abhängig.`,
    ],
  },
  eligibility: {
    heading: 'Teilnahmeberechtigung',
    paragraphs: (f) => [
      `Teilnahmeberechtigt sind natürliche Personen, die am Tag ihrer Teilnahme mindestens ${f.minimumAge} Jahre alt sind und ihren Wohnsitz in einem beliebigen Land außer ${f.excludedCountries} haben. Personen mit Wohnsitz in diesen Ländern können die Spiele spielen, aber nicht am Gewinnspiel teilnehmen.`,
      'Für die Teilnahme ist ein Konto mit dem Geburtsdatum erforderlich. Der Wohnsitz wird sowohl anhand des angegebenen Landes als auch anhand des Landes geprüft, aus dem gespielt wird, wie es die Dienstleister der Website ermitteln: Ist eines davon eines dieser Länder oder ist gar kein Land bekannt, ist die Teilnahme ungültig.',
      'Mitarbeiterinnen und Mitarbeiter des Veranstalters, seiner Agenturen und aller an der Durchführung beteiligten Unternehmen sowie die mit ihnen in einem Haushalt lebenden Personen sind von der Teilnahme ausgeschlossen.',
    ],
  },
  period: {
    heading: 'Teilnahmezeitraum',
    paragraphs: (f) => [
      `Das Gewinnspiel beginnt am ${f.startDate} um ${f.openTime} und endet am ${f.endDate} um ${f.closeTime} (Zeitzone: ${f.timeZone}). Es nehmen nur Punktzahlen teil, die in diesem Zeitraum gespeichert werden; maßgeblich ist die vom Server des Veranstalters erfasste Uhrzeit.`,
    ],
  },
  entry: {
    heading: 'Teilnahme',
    paragraphs: (f) => [
      `Spielen Sie die drei Spiele der Website (${f.games}) und speichern Sie Ihre Gesamtpunktzahl innerhalb des Teilnahmezeitraums über das Formular, unter Angabe einer gültigen E-Mail-Adresse und mit Zustimmung zu diesen Bedingungen.`,
      'Pro E-Mail-Adresse wird eine Teilnahme angenommen; jede Person darf nur mit einer Adresse teilnehmen.',
      'Jede Punktzahl wird vom Server des Veranstalters überprüft, der das aufgezeichnete Spiel erneut abspielt; eine nicht nachvollziehbare Punktzahl wird nicht gewertet. Jeder Manipulationsversuch, etwa durch veränderte Software, automatisiertes Spielen oder mehrere Identitäten, führt zum Ausschluss vom gesamten Gewinnspiel.',
    ],
  },
  tiers: {
    heading: 'Preise nach Stufen',
    paragraphs: () => [
      'Die Gesamtpunktzahl, also die Summe der Punktzahlen der drei Spiele, ordnet jede Teilnahme einer Stufe zu. Jede Teilnahme nimmt an der Verlosung der höchsten Stufe teil, die ihre Gesamtpunktzahl erreicht:',
    ],
  },
  leaderboard: {
    heading: 'Preise der Bestenliste',
    paragraphs: (f) => [
      `Darüber hinaus erhalten die Teilnehmenden, die bei Ende des Gewinnspiels die ersten ${f.leaderboardPlaces} Plätze der Bestenliste belegen, jeweils einen Preis aus dem Gaming-Peripherie-Sortiment des Veranstalters. Bei gleicher Punktzahl entscheidet der frühere Speicherzeitpunkt.`,
    ],
  },
  share: {
    heading: 'Preis für das Teilen',
    paragraphs: (f) => [
      `Wer seine Punktzahl während des Teilnahmezeitraums angemeldet in seinem Konto über die Website teilt, nimmt an einer gesonderten Verlosung von Wallet-Codes im Wert von je ${f.sharePrize} teil. Die Anzahl der verlosten Wallet-Codes beträgt ${f.sharePrizeWinners}, jeder an eine andere Person; für jeden Code wird eine Ersatzperson gezogen.`,
      `Jede Person nimmt an dieser Verlosung einmal teil, unabhängig davon, wie oft sie teilt, und muss die oben genannten Teilnahmebedingungen erfüllen. Teilen ohne Anmeldung oder außerhalb des Teilnahmezeitraums nimmt nicht an der Verlosung teil.`,
    ],
  },
  draw: {
    heading: 'Ermittlung und Benachrichtigung der Gewinner',
    paragraphs: (f) => [
      'Nach Ende des Gewinnspiels werden die Gewinnerinnen und Gewinner jeder Stufe unter Aufsicht des Veranstalters nach dem Zufallsprinzip aus den gültigen Teilnahmen dieser Stufe gezogen.',
      `Die Benachrichtigung erfolgt innerhalb von ${f.noticeDays} Tagen nach Ende des Gewinnspiels per E-Mail an die bei der Teilnahme angegebene Adresse. Gewinnerinnen und Gewinner müssen innerhalb von ${f.replyDays} Tagen nach der Benachrichtigung antworten und ihre Angaben sowie ihre Teilnahmeberechtigung bestätigen; andernfalls verfällt der Preis und kann einer Ersatzperson zuerkannt werden.`,
    ],
  },
  prizeRules: {
    heading: 'Preise',
    paragraphs: () => [
      'Die Preise werden wie beschrieben vergeben; eine Barauszahlung ist ausgeschlossen, ebenso ein Umtausch oder eine Übertragung. Ist ein Preis aus Gründen, die der Veranstalter nicht zu vertreten hat, nicht verfügbar, kann er durch einen gleich- oder höherwertigen Preis ersetzt werden.',
    ],
  },
  data: {
    heading: 'Personenbezogene Daten',
    paragraphs: () => [
      'Die bei der Teilnahme angegebenen Daten (E-Mail-Adresse, Name, Geburtsdatum und Land) werden zur Durchführung des Gewinnspiels, zur Prüfung der Teilnahmeberechtigung und zur Benachrichtigung der Gewinner verwendet. Ihre Verarbeitung richtet sich nach der Datenschutzerklärung dieser Website.',
    ],
  },
  general: {
    heading: 'Allgemeine Bestimmungen',
    paragraphs: () => [
      'Mit der Teilnahme werden diese Bedingungen vollständig anerkannt. Der Veranstalter kann das Gewinnspiel abbrechen, unterbrechen oder ändern, wenn Betrug, technische Störungen oder andere von ihm nicht zu vertretende Gründe eine ordnungsgemäße Durchführung verhindern; die Teilnehmenden werden darüber auf der Website informiert.',
      'Diese Bedingungen unterliegen dem Recht des Landes, in dem der Veranstalter seinen Sitz hat, unbeschadet der zwingenden Verbraucherschutzvorschriften des Wohnsitzlandes der Teilnehmenden.',
    ],
  },
  table: { tier: 'Stufe', minScore: 'Mindest-Gesamtpunktzahl', winners: 'Gewinner', prize: 'Preis' },
  tierName: (tier) => `Stufe ${tier}`,
  prizes: {
    'gaming-pc-bundle': 'Ein Gaming-PC mit Maus, Headset und Tastatur',
    'graphics-card': 'Eine Grafikkarte',
    'peripherals-bundle': 'Eine Maus, ein Headset und eine Tastatur',
  },
  privacyLink: 'Datenschutzerklärung',
  page: (page, pages) => `Seite ${page} von ${pages}`,
};
