import type { MailTexts } from './types.ts';

// Gender-neutral wording on purpose ("Grazie per l'iscrizione", "Se non hai fatto tu la richiesta").
export const it: MailTexts = {
  common: {
    linkFallback: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
  },
  reset_password: {
    subject: 'Reimposta la tua password',
    greeting: 'Ciao {firstName},',
    body: 'Abbiamo ricevuto una richiesta di reimpostazione della tua password. Usa il pulsante qui sotto per sceglierne una nuova. Per la tua sicurezza, il link è valido per 30 minuti.',
    action: 'Scegli una nuova password',
    footer:
      'Ricevi questa e-mail perché è stata richiesta la reimpostazione della password del tuo account. Se non hai fatto tu la richiesta, ignorala pure: la tua password resterà invariata.\nGear Up. Game On',
  },
  validation: {
    subject: 'Conferma il tuo indirizzo e-mail',
    greeting: 'Ciao {firstName},',
    body: "Grazie per l'iscrizione! Conferma il tuo indirizzo e-mail così potremo contattarti per i tuoi punteggi e per l'estrazione dei premi.",
    action: "Conferma l'indirizzo e-mail",
    footer:
      "Ricevi questa e-mail perché questo indirizzo è stato usato per creare un account sul nostro sito di giochi. Se non hai creato tu l'account, ignorala pure.\nGear Up. Game On",
  },
  welcome: {
    subject: 'Ti diamo il benvenuto: il tuo account è pronto',
    greeting: 'Ciao {firstName},',
    body: "Grazie di essere dei nostri! Il tuo account è pronto: gioca a Circuit Shutdown, Headspace e Jungle Board, salva i tuoi punteggi migliori in classifica e scala fino alla vetta. In bocca al lupo per l'estrazione dei premi!",
    footer: 'Ricevi questa e-mail perché hai creato un account sul nostro sito di giochi.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Il tuo punteggio è in classifica',
    greeting: 'Ciao {firstName},',
    body: 'Bella partita! Il tuo punteggio di {score} è stato salvato in classifica.\n\n{rankText}\n\nPensi di poter fare di meglio? Gioca ancora quando vuoi.',
    rank: 'Ora sei al {position}° posto della classifica generale.',
    footer:
      'Ricevi questa e-mail perché hai salvato un punteggio sul nostro sito di giochi.\nGear Up. Game On',
  },
};
