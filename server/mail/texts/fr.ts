import type { MailTexts } from './types.ts';

// French typography: a no-break space (U+00A0) before « : », « ! » and « ? », as in the site's catalog.
export const fr: MailTexts = {
  common: {
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  },
  reset_password: {
    subject: 'Réinitialisez votre mot de passe',
    greeting: 'Bonjour {firstName},',
    body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Utilisez le bouton ci-dessous pour en choisir un nouveau. Pour votre sécurité, ce lien est valable 30 minutes.',
    action: 'Choisir un nouveau mot de passe',
    footer:
      "Vous recevez cet e-mail car une réinitialisation du mot de passe a été demandée pour votre compte. Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message\u00a0: votre mot de passe reste inchangé.\nGear Up. Game On",
  },
  validation: {
    subject: 'Confirmez votre adresse e-mail',
    greeting: 'Bonjour {firstName},',
    body: 'Merci pour votre inscription\u00a0! Confirmez votre adresse e-mail pour que nous puissions vous contacter au sujet de vos scores et du tirage au sort.',
    action: 'Confirmer mon adresse e-mail',
    footer:
      "Vous recevez cet e-mail car cette adresse a été utilisée pour créer un compte sur notre site de jeux. Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.\nGear Up. Game On",
  },
  welcome: {
    subject: 'Bienvenue, votre compte est prêt',
    greeting: 'Bonjour {firstName},',
    body: "Merci de nous avoir rejoints\u00a0! Votre compte est prêt\u00a0: jouez à Circuit Shutdown, Headspace et Jungle Board, enregistrez vos meilleurs scores au classement et grimpez jusqu'au sommet. Bonne chance pour le tirage au sort\u00a0!",
    footer: 'Vous recevez cet e-mail car vous avez créé un compte sur notre site de jeux.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Votre score est au classement',
    greeting: 'Bonjour {firstName},',
    body: 'Belle partie\u00a0! Votre score de {score} a bien été enregistré au classement.\n\n{rankText}\n\nVous pensez pouvoir faire mieux\u00a0? Rejouez quand vous voulez.',
    rank: 'Vous êtes désormais n°\u00a0{position} au classement général.',
    footer:
      'Vous recevez cet e-mail car vous avez enregistré un score sur notre site de jeux.\nGear Up. Game On',
  },
};
