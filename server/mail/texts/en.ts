import type { MailTexts } from './types.ts';

export const en: MailTexts = {
  common: {
    linkFallback: "If the button doesn't work, copy this link into your browser:",
  },
  reset_password: {
    subject: 'Reset your password',
    greeting: 'Hi {firstName},',
    body: 'We received a request to reset your password. Use the button below to choose a new one. For your security, the link is valid for 30 minutes.',
    action: 'Choose a new password',
    footer:
      "You're getting this e-mail because a password reset was requested for your account. If that wasn't you, just ignore it: your password stays the same.\nGear Up. Game On",
  },
  validation: {
    subject: 'Confirm your e-mail address',
    greeting: 'Hi {firstName},',
    body: 'Thanks for signing up! Please confirm your e-mail address so we can reach you about your scores and the prize draw.',
    action: 'Confirm my e-mail address',
    footer:
      "You're getting this e-mail because this address was used to create an account on our game site. If that wasn't you, just ignore it.\nGear Up. Game On",
  },
  welcome: {
    subject: 'Welcome aboard, your account is ready',
    greeting: 'Hi {firstName},',
    body: 'Thanks for joining us! Your account is ready: play Circuit Shutdown, Headspace and Jungle Board, save your best scores to the leaderboard and climb to the top. Good luck in the prize draw!',
    footer: "You're getting this e-mail because you created an account on our game site.\nGear Up. Game On",
  },
  score_saved: {
    subject: 'Your score is on the leaderboard',
    greeting: 'Hi {firstName},',
    body: 'Nice run! Your score of {score} has been saved to the leaderboard.\n\n{rankText}\n\nThink you can beat it? Play again any time.',
    rank: 'You are now number {position} on the overall leaderboard.',
    footer: "You're getting this e-mail because you saved a score on our game site.\nGear Up. Game On",
  },
};
