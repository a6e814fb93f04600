import type { MailTexts } from './types.ts';

// Gender-neutral wording on purpose (no -l/-la past forms addressed to the reader).
export const cz: MailTexts = {
  common: {
    linkFallback: 'Pokud tlačítko nefunguje, zkopíruj tento odkaz do prohlížeče:',
  },
  reset_password: {
    subject: 'Obnov si heslo',
    greeting: 'Ahoj, {firstName}!',
    body: 'Dostali jsme žádost o obnovení hesla k tvému účtu. Tlačítkem níže si nastavíš nové. Z bezpečnostních důvodů je odkaz platný 30 minut.',
    action: 'Nastavit nové heslo',
    footer:
      'Tento e-mail ti přišel, protože někdo požádal o obnovení hesla k tvému účtu. Pokud to nebyla tvoje žádost, e-mail klidně ignoruj – tvoje heslo zůstane beze změny.\nGear Up. Game On',
  },
  validation: {
    subject: 'Potvrď svou e-mailovou adresu',
    greeting: 'Ahoj, {firstName}!',
    body: 'Díky za registraci! Potvrď prosím svou e-mailovou adresu, abychom tě mohli kontaktovat ohledně tvého skóre a slosování o ceny.',
    action: 'Potvrdit e-mailovou adresu',
    footer:
      'Tento e-mail ti přišel, protože tato adresa byla použita k vytvoření účtu na našem herním webu. Pokud nevíš, o co jde, e-mail klidně ignoruj.\nGear Up. Game On',
  },
  welcome: {
    subject: 'Vítej na palubě – tvůj účet je připravený',
    greeting: 'Ahoj, {firstName}!',
    body: 'Díky, že jsi s námi! Tvůj účet je připravený: zahraj si Circuit Shutdown, Headspace a Jungle Board, ukládej svá nejlepší skóre do žebříčku a vyšplhej se až na vrchol. Hodně štěstí ve slosování o ceny!',
    footer:
      'Tento e-mail ti přišel, protože na našem herním webu vznikl účet s touto adresou.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Tvoje skóre je v žebříčku',
    greeting: 'Ahoj, {firstName}!',
    body: 'Parádní hra! Tvoje skóre {score} je uložené v žebříčku.\n\n{rankText}\n\nMyslíš, že ho překonáš? Zahraj si znovu, kdykoli budeš chtít.',
    rank: 'V celkovém žebříčku jsi teď na {position}. místě.',
    footer:
      'Tento e-mail ti přišel, protože na našem herním webu bylo uloženo tvoje skóre.\nGear Up. Game On',
  },
};
