import type { MailTexts } from './types.ts';

export const es: MailTexts = {
  common: {
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  },
  reset_password: {
    subject: 'Restablece tu contraseña',
    greeting: '¡Hola, {firstName}!',
    body: 'Hemos recibido una solicitud para restablecer tu contraseña. Usa el botón de abajo para elegir una nueva. Por tu seguridad, el enlace es válido durante 30 minutos.',
    action: 'Elegir una nueva contraseña',
    footer:
      'Recibes este correo porque se ha solicitado restablecer la contraseña de tu cuenta. Si no has sido tú, ignóralo: tu contraseña seguirá siendo la misma.\nGear Up. Game On',
  },
  validation: {
    subject: 'Confirma tu dirección de correo electrónico',
    greeting: '¡Hola, {firstName}!',
    body: '¡Gracias por registrarte! Confirma tu dirección de correo electrónico para que podamos contactarte sobre tus puntuaciones y el sorteo.',
    action: 'Confirmar mi correo electrónico',
    footer:
      'Recibes este correo porque se ha usado esta dirección para crear una cuenta en nuestra web de juegos. Si no has sido tú, simplemente ignóralo.\nGear Up. Game On',
  },
  welcome: {
    subject: 'Te damos la bienvenida: tu cuenta está lista',
    greeting: '¡Hola, {firstName}!',
    body: '¡Gracias por unirte! Tu cuenta ya está lista: juega a Circuit Shutdown, Headspace y Jungle Board, guarda tus mejores puntuaciones en la clasificación y escala hasta lo más alto. ¡Mucha suerte en el sorteo!',
    footer: 'Recibes este correo porque has creado una cuenta en nuestra web de juegos.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Tu puntuación ya está en la clasificación',
    greeting: '¡Hola, {firstName}!',
    body: '¡Buena partida! Tu puntuación de {score} se ha guardado en la clasificación.\n\n{rankText}\n\n¿Crees que puedes superarla? Vuelve a jugar cuando quieras.',
    rank: 'Ahora estás en el puesto {position} de la clasificación general.',
    footer:
      'Recibes este correo porque has guardado una puntuación en nuestra web de juegos.\nGear Up. Game On',
  },
};
