import type { MailTexts } from './types.ts';

export const de: MailTexts = {
  common: {
    linkFallback: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  },
  reset_password: {
    subject: 'Setz dein Passwort zurück',
    greeting: 'Hallo {firstName},',
    body: 'Wir haben eine Anfrage erhalten, dein Passwort zurückzusetzen. Über den Button unten kannst du ein neues wählen. Aus Sicherheitsgründen ist der Link 30 Minuten lang gültig.',
    action: 'Neues Passwort wählen',
    footer:
      'Du bekommst diese E-Mail, weil für dein Konto das Zurücksetzen des Passworts angefordert wurde. Warst du das nicht, ignoriere sie einfach – dein Passwort bleibt unverändert.\nGear Up. Game On',
  },
  validation: {
    subject: 'Bestätige deine E-Mail-Adresse',
    greeting: 'Hallo {firstName},',
    body: 'Danke für deine Anmeldung! Bitte bestätige deine E-Mail-Adresse, damit wir dich wegen deiner Punktzahlen und der Verlosung erreichen können.',
    action: 'E-Mail-Adresse bestätigen',
    footer:
      'Du bekommst diese E-Mail, weil mit dieser Adresse ein Konto auf unserer Spiele-Website erstellt wurde. Warst du das nicht, ignoriere sie einfach.\nGear Up. Game On',
  },
  welcome: {
    subject: 'Willkommen an Bord – dein Konto ist bereit',
    greeting: 'Hallo {firstName},',
    body: 'Danke, dass du dabei bist! Dein Konto ist startklar: Spiel Circuit Shutdown, Headspace und Jungle Board, speichere deine besten Punktzahlen in der Rangliste und kämpf dich nach oben. Viel Glück bei der Verlosung!',
    footer:
      'Du bekommst diese E-Mail, weil du ein Konto auf unserer Spiele-Website erstellt hast.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Deine Punktzahl steht in der Rangliste',
    greeting: 'Hallo {firstName},',
    body: 'Starke Runde! Deine Punktzahl von {score} wurde in der Rangliste gespeichert.\n\n{rankText}\n\nGlaubst du, du kannst sie knacken? Spiel einfach noch eine Runde – jederzeit.',
    rank: 'In der Gesamtrangliste stehst du jetzt auf Platz {position}.',
    footer:
      'Du bekommst diese E-Mail, weil du auf unserer Spiele-Website eine Punktzahl gespeichert hast.\nGear Up. Game On',
  },
};
