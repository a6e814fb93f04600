import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: [
    'ar',
    'cz',
    'de',
    'en',
    'es',
    'fr',
    'id',
    'it',
    'jp',
    'kr',
    'pl',
    'ru',
    'th',
    'tr',
    'ua',
    'vn',
    'zh-cn',
    'zh-tw',
  ],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
