import type { MailTexts } from './types.ts';

// Gender-neutral wording on purpose (present tense or impersonal forms instead of -łeś/-łaś).
export const pl: MailTexts = {
  common: {
    linkFallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
  },
  reset_password: {
    subject: 'Zresetuj swoje hasło',
    greeting: 'Cześć, {firstName}!',
    body: 'Otrzymaliśmy prośbę o zresetowanie hasła do twojego konta. Kliknij przycisk poniżej, aby ustawić nowe. Ze względów bezpieczeństwa link jest ważny przez 30 minut.',
    action: 'Ustaw nowe hasło',
    footer:
      'Otrzymujesz tę wiadomość, ponieważ ktoś poprosił o zresetowanie hasła do twojego konta. Jeśli to nie ty, po prostu ją zignoruj – twoje hasło pozostanie bez zmian.\nGear Up. Game On',
  },
  validation: {
    subject: 'Potwierdź swój adres e-mail',
    greeting: 'Cześć, {firstName}!',
    body: 'Dzięki za rejestrację! Potwierdź swój adres e-mail, abyśmy mogli kontaktować się z tobą w sprawie twoich wyników i losowania nagród.',
    action: 'Potwierdź adres e-mail',
    footer:
      'Otrzymujesz tę wiadomość, ponieważ ten adres został użyty do założenia konta w naszym serwisie z grami. Jeśli to nie ty, po prostu ją zignoruj.\nGear Up. Game On',
  },
  welcome: {
    subject: 'Witaj na pokładzie – twoje konto jest gotowe',
    greeting: 'Cześć, {firstName}!',
    body: 'Dzięki, że do nas dołączasz! Twoje konto jest gotowe: zagraj w Circuit Shutdown, Headspace i Jungle Board, zapisuj swoje najlepsze wyniki w rankingu i wespnij się na szczyt. Powodzenia w losowaniu nagród!',
    footer:
      'Otrzymujesz tę wiadomość, ponieważ na ten adres e-mail zostało założone konto w naszym serwisie z grami.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Twój wynik jest w rankingu',
    greeting: 'Cześć, {firstName}!',
    body: 'Świetna gra! Twój wynik {score} został zapisany w rankingu.\n\n{rankText}\n\nMyślisz, że dasz radę go pobić? Zagraj ponownie, kiedy tylko chcesz.',
    rank: 'W rankingu ogólnym zajmujesz teraz {position}. miejsce.',
    footer:
      'Otrzymujesz tę wiadomość, ponieważ twój wynik został zapisany w naszym serwisie z grami.\nGear Up. Game On',
  },
};
