import type { TermsText } from './types.ts';

export const es: TermsText = {
  title: 'Bases oficiales del sorteo',
  lead: (f) =>
    `Estas bases regulan el sorteo asociado a los juegos de «${f.organiser}». La participación en el sorteo supone su aceptación íntegra.`,
  organiser: {
    heading: 'Organizador',
    paragraphs: (f) => [
      `El sorteo lo organiza ${f.organiser} (el «Organizador»), la marca de periféricos para videojuegos responsable de este sitio web. La participación es gratuita y no requiere compra alguna.`,
    ],
  },
  eligibility: {
    heading: 'Quién puede participar',
    paragraphs: (f) => [
      `Pueden participar las personas físicas que tengan ${f.minimumAge} años o más el día de su participación y residan en cualquier país excepto ${f.excludedCountries}. Los residentes en dichos países pueden jugar, pero no participar en el sorteo.`,
      'Para participar se necesita una cuenta con la fecha de nacimiento del participante. La residencia se comprueba tanto con el país que indica el participante como con el país desde el que juega, según lo localizan los proveedores de servicios del sitio web: si cualquiera de ellos es uno de esos países, o no se conoce ningún país, la participación no es válida.',
      'No pueden participar los empleados del Organizador, de sus agencias ni de ninguna empresa que intervenga en la gestión del sorteo, ni las personas que convivan con ellos.',
    ],
  },
  period: {
    heading: 'Periodo de participación',
    paragraphs: (f) => [
      `El sorteo comienza el ${f.startDate} a las ${f.openTime} y finaliza el ${f.endDate} a las ${f.closeTime}, hora ${f.timeZone}. Solo participan las puntuaciones guardadas dentro de este periodo; prevalece la hora registrada por el servidor del Organizador.`,
    ],
  },
  entry: {
    heading: 'Cómo participar',
    paragraphs: (f) => [
      `Juegue a los tres juegos del sitio web (${f.games}) y guarde su puntuación total mediante el formulario durante el periodo del sorteo, indicando una dirección de correo electrónico válida y aceptando estas bases.`,
      'Se admite una sola participación por dirección de correo electrónico, y cada persona puede participar con una única dirección.',
      'El servidor del Organizador verifica cada puntuación reproduciendo la partida registrada; no se tendrá en cuenta ninguna puntuación que no pueda reproducirse. Cualquier intento de fraude, como el uso de software alterado, el juego automatizado o varias identidades, supone la exclusión del participante de todo el sorteo.',
    ],
  },
  tiers: {
    heading: 'Premios por nivel',
    paragraphs: () => [
      'La puntuación total, suma de las puntuaciones de los tres juegos, sitúa cada participación en un nivel. Cada participación entra en el sorteo del nivel más alto que alcance su total:',
    ],
  },
  leaderboard: {
    heading: 'Premios de la clasificación',
    paragraphs: (f) => [
      `Además, quienes ocupen los ${f.leaderboardPlaces} primeros puestos de la clasificación al cierre del sorteo recibirán cada uno un premio de la gama de periféricos para videojuegos del Organizador. En caso de empate, se sitúa por delante la puntuación guardada antes.`,
    ],
  },
  share: {
    heading: 'Premio por compartir',
    paragraphs: (f) => [
      `Los participantes que compartan su puntuación desde el sitio web durante el periodo del sorteo, con la sesión iniciada en su cuenta, entrarán en un sorteo independiente de códigos monedero por valor de ${f.sharePrize} cada uno. El número de códigos monedero sorteados es ${f.sharePrizeWinners}, cada uno para un participante distinto, y se sortea un participante de reserva por cada código.`,
      `Cada participante entra en este sorteo una sola vez, independientemente de las veces que comparta, y debe cumplir las condiciones de participación indicadas anteriormente. Las veces que se comparta sin haber iniciado sesión, o fuera del periodo del sorteo, no participan.`,
    ],
  },
  draw: {
    heading: 'Selección y comunicación de los ganadores',
    paragraphs: (f) => [
      'Tras el cierre, los ganadores de cada nivel se eligen al azar entre las participaciones válidas de ese nivel, bajo la supervisión del Organizador.',
      `Los ganadores recibirán la comunicación por correo electrónico, en la dirección facilitada al participar, en un plazo de ${f.noticeDays} días desde el final del sorteo. Cada ganador deberá responder en un plazo de ${f.replyDays} días desde la comunicación para confirmar sus datos y su derecho a participar; de lo contrario, perderá el premio, que podrá adjudicarse a un participante suplente.`,
    ],
  },
  prizeRules: {
    heading: 'Premios',
    paragraphs: () => [
      'Los premios se entregan tal como se describen, sin alternativa en metálico, y no pueden canjearse ni cederse. Si un premio dejara de estar disponible por causas ajenas a su voluntad, el Organizador podrá sustituirlo por otro de valor igual o superior.',
    ],
  },
  data: {
    heading: 'Datos personales',
    paragraphs: () => [
      'Los datos facilitados al participar (dirección de correo electrónico, nombre, fecha de nacimiento y país) se utilizan para gestionar el sorteo, comprobar el derecho a participar y contactar con los ganadores. Se tratan conforme a la política de privacidad de este sitio web.',
    ],
  },
  general: {
    heading: 'Disposiciones generales',
    paragraphs: () => [
      'La participación en el sorteo implica la aceptación íntegra de estas bases. El Organizador podrá cancelar, suspender o modificar el sorteo si un fraude, un fallo técnico o cualquier otra causa ajena a su voluntad impide su desarrollo previsto; los participantes serán informados en el sitio web.',
      'Estas bases se rigen por la legislación del país en el que esté establecido el Organizador, sin perjuicio de las normas imperativas de protección de los consumidores del país de residencia del participante.',
    ],
  },
  table: { tier: 'Nivel', minScore: 'Puntuación total mínima', winners: 'Ganadores', prize: 'Premio' },
  tierName: (tier) => `Nivel ${tier}`,
  prizes: {
    'gaming-pc-bundle': 'Un PC gaming con ratón, auriculares y teclado',
    'graphics-card': 'Una tarjeta gráfica',
    'peripherals-bundle': 'Un ratón, unos auriculares y un teclado',
  },
  privacyLink: 'Política de privacidad',
  page: (page, pages) => `Página ${page} de ${pages}`,
};
