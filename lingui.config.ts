import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES } from './api/locales.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The site's words, compiled by the Vite plugin into one chunk per locale.
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] },
    // The mails' words (server/mail/messages.ts), compiled with `lingui compile --typescript` into
    // server/mail/locales/{locale}/mail.ts, which the server loads (docs/decisions.md).
    { path: '<rootDir>/server/mail/locales/{locale}/mail', include: ['<rootDir>/server/mail/messages.ts'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
