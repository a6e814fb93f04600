import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '../../api/locales.ts';
import { MAIL_MESSAGES } from './messages.ts';
import { MAIL_TEMPLATES, mailText, renderMail, type MailParams, type MailTemplate } from './templates.ts';

const LINK = 'https://play.example.com/en/reset-password/?token=abc123&x=1';
const CODE = '04271938';
const PARAMS: MailParams = {
  firstName: 'Alex',
  link: LINK,
  score: 123456,
  position: 3,
  prize: 'share',
  order: 2,
  deadline: '2026-04-02',
  code: CODE,
};
const PLACEHOLDER = /\{\w+\}/;
const SLOGAN = 'Gear Up. Game On';
const LINK_TEMPLATES: readonly MailTemplate[] = ['reset_password', 'validation'];

/** A template's texts in a locale, placeholders as `{name}`. */
function textsOf(code: LocaleCode, template: MailTemplate) {
  const messages = MAIL_MESSAGES[template];
  const text = (field: keyof typeof messages) => mailText(code, messages[field]);
  return {
    subject: text('subject'),
    greeting: text('greeting'),
    body: text('body'),
    footer: text('footer'),
    action: 'action' in messages ? mailText(code, messages.action) : undefined,
  };
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

describe('renderMail', () => {
  it('refuses a sign-in code that is not digits', () => {
    for (const code of [undefined, '', '12 34', '<b>1</b>'])
      expect(() => renderMail('sign_in_code', 'en', { firstName: 'Alex', code })).toThrow(/digits/);
  });

  const cases = LOCALES.flatMap((locale) =>
    MAIL_TEMPLATES.map((template) => [locale.code, template] as const),
  );

  it.each(cases)('%s %s renders without leftover placeholders', (code, template) => {
    const locale = LOCALES.find((l) => l.code === code)!;
    const mail = renderMail(template, code, PARAMS);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(PLACEHOLDER);
      expect(part).not.toContain('undefined');
    }
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.text).toContain('Alex');
    expect(mail.text).toContain(SLOGAN);
    expect(mail.html).toContain(`<html lang="${locale.iso}" dir="${locale.dir}">`);
    expect(mail.html).toContain('max-width:560px');
    if (LINK_TEMPLATES.includes(template)) {
      // The link stands on its own line in the text part, and is the button's target in the HTML part.
      expect(mail.text.split('\n')).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK.replace(/&/g, '&amp;')}"`);
    } else {
      expect(mail.text).not.toContain(LINK);
      expect(mail.html).not.toContain('href=');
    }
    if (template === 'sign_in_code') {
      // The code stands on a line of its own (easy to find and copy), left to right in every script.
      expect(mail.text.split('\n')).toContain(CODE);
      expect(mail.html).toContain(`<strong dir="ltr"`);
      expect(mail.html).toContain(`>${CODE}</strong>`);
    } else expect(mail.text).not.toContain(CODE);
    if (template === 'score_saved') {
      expect(mail.text).toContain(new Intl.NumberFormat(locale.iso).format(123456));
      expect(mail.text).toContain(
        mailText(code, MAIL_MESSAGES.score_saved.rank).replace(
          '{position}',
          new Intl.NumberFormat(locale.iso).format(3),
        ),
      );
    }
  });

  it.each(LOCALES.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s is translated, not an English copy',
    (code) => {
      for (const template of MAIL_TEMPLATES) {
        const english = textsOf('en', template);
        const local = textsOf(code, template);
        expect(local.subject, `${code} ${template} subject`).not.toBe(english.subject);
        expect(local.body, `${code} ${template} body`).not.toBe(english.body);
        expect(local.greeting, `${code} ${template} greeting`).not.toBe(english.greeting);
        expect(local.footer, `${code} ${template} footer`).not.toBe(english.footer);
        if ('action' in MAIL_MESSAGES[template]) expect(local.action).not.toBe(english.action);
        const rendered = renderMail(template, code, PARAMS);
        const renderedEnglish = renderMail(template, 'en', PARAMS);
        expect(rendered.subject).not.toBe(renderedEnglish.subject);
        expect(rendered.text).not.toBe(renderedEnglish.text);
      }
      expect(mailText(code, MAIL_MESSAGES.common.linkFallback)).not.toBe(
        mailText('en', MAIL_MESSAGES.common.linkFallback),
      );
      for (const [prize, message] of Object.entries(MAIL_MESSAGES.drawPrizes))
        expect(mailText(code, message), `${code} drawPrizes.${prize}`).not.toBe(mailText('en', message));
    },
  );

  it("writes the draw mails' prize, reserve number and claim deadline in the mail's language", () => {
    const winner = renderMail('draw_winner', 'de', { ...PARAMS, prize: 'tier-3' });
    expect(winner.text).toContain(mailText('de', MAIL_MESSAGES.drawPrizes['tier-3']));
    expect(winner.text).toContain('2. April 2026');
    const reserve = renderMail('draw_reserve', 'en', { ...PARAMS, prize: 'leaderboard', order: 3 });
    expect(reserve.text).toContain('reserve number 3');
    expect(reserve.text).toContain('top 30 on the leaderboard');
    expect(renderMail('draw_winner', 'id', PARAMS).text).toContain('USD');
    expect(renderMail('draw_winner', 'id', PARAMS).text).toMatch(/10/);
    expect(() => renderMail('draw_winner', 'en', { ...PARAMS, deadline: 'soon' })).toThrow(/deadline/);
    expect(() => renderMail('draw_winner', 'en', { firstName: 'A', deadline: '2026-04-02' })).toThrow(
      /prize/,
    );
  });

  it.each(LOCALES.map((l) => l.code))('%s uses the same placeholders as English and signs off', (code) => {
    for (const template of MAIL_TEMPLATES) {
      const english = textsOf('en', template);
      const local = textsOf(code, template);
      for (const field of ['subject', 'greeting', 'body', 'footer'] as const) {
        expect(placeholdersOf(local[field]), `${code} ${template} ${field}`).toEqual(
          placeholdersOf(english[field]),
        );
      }
      expect(local.greeting).toContain('{firstName}');
      expect(local.footer.trim().endsWith(SLOGAN), `${code} ${template} footer sign-off`).toBe(true);
      // Brand marks stay in English.
      if (template === 'welcome') {
        for (const game of ['Circuit Shutdown', 'Headspace', 'Jungle Board'])
          expect(local.body).toContain(game);
      }
    }
  });

  it('writes Arabic right to left', () => {
    for (const template of MAIL_TEMPLATES) {
      const { html } = renderMail(template, 'ar', PARAMS);
      expect(html).toContain('dir="rtl"');
      expect(html).toContain('lang="ar"');
    }
    expect(renderMail('welcome', 'en', PARAMS).html).not.toContain('dir="rtl"');
  });

  it('HTML-escapes every parameter', () => {
    const hostile: MailParams = {
      // A value is never filled again: a visitor's "{link}" in their name stays as typed.
      firstName: '<b>Al</b> & "Bo" {link}',
      link: 'https://example.com/?a=1&b="><script>alert(1)</script>',
      score: 42,
      position: 7,
      prize: 'tier-2',
      order: 1,
      deadline: '2026-04-02',
      code: CODE,
    };
    for (const code of ['en', 'ar', 'jp'] satisfies LocaleCode[]) {
      for (const template of MAIL_TEMPLATES) {
        const { html, text } = renderMail(template, code, hostile);
        expect(html).not.toContain('<b>Al</b>');
        expect(html).not.toContain('<script>');
        expect(html).not.toContain('<img');
        expect(html).toContain('&lt;b&gt;Al&lt;/b&gt; &amp; &quot;Bo&quot; {link}');
        // The text part keeps the name as typed.
        expect(text).toContain('<b>Al</b> & "Bo" {link}');
      }
    }
  });

  it('accepts only http(s) links', () => {
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' https://example.com',
      'data:text/html,hi',
      '//example.com/x',
      'ftp://example.com',
      'https://exa mple.com',
      'https://example.com/\nBcc: x',
      '',
      undefined,
    ]) {
      for (const template of LINK_TEMPLATES) {
        expect(() => renderMail(template, 'en', { firstName: 'Al', link }), String(link)).toThrow(
          'mail link must be http(s)',
        );
      }
    }
    expect(() =>
      renderMail('validation', 'en', { firstName: 'Al', link: 'http://localhost:8080/x' }),
    ).not.toThrow();
    expect(() =>
      renderMail('reset_password', 'fr', { firstName: 'Al', link: 'HTTPS://EXAMPLE.COM/' }),
    ).not.toThrow();
  });

  it('says that a reset link lasts 30 minutes', () => {
    for (const locale of LOCALES) {
      const { text } = renderMail('reset_password', locale.code, PARAMS);
      expect(text, locale.code).toMatch(/30/);
    }
  });

  it('formats the score and the place for the locale, and drops the rank line without a place', () => {
    const ranked = renderMail('score_saved', 'de', { firstName: 'Al', score: 1234567, position: 1234 });
    expect(ranked.text).toContain('In der Gesamtrangliste stehst du jetzt auf Platz 1.234.');
    for (const locale of LOCALES)
      expect(
        renderMail('score_saved', locale.code, { firstName: 'Al', score: 1, position: 12 }).text,
        locale.code,
      ).toContain(new Intl.NumberFormat(locale.iso).format(12));
    for (const position of [0, -1, 1.5, Number.NaN])
      expect(renderMail('score_saved', 'en', { firstName: 'Al', score: 1, position }).text).not.toContain(
        'leaderboard.\n\nYou are now',
      );
    const de = renderMail('score_saved', 'de', { firstName: 'Al', score: 1234567, position: null });
    expect(de.text).toContain('1.234.567');
    expect(de.text).not.toMatch(/\n\n\n/);
    expect(de.html).not.toContain('<p style="margin:0 0 16px;"></p>');
    const fr = renderMail('score_saved', 'fr', { firstName: 'Al', score: 1234567 });
    expect(fr.text).toContain(new Intl.NumberFormat('fr').format(1234567));
    expect(() => renderMail('score_saved', 'en', { firstName: 'Al' })).toThrow(
      'mail score must be a finite number',
    );
    expect(() => renderMail('score_saved', 'en', { firstName: 'Al', score: Number.NaN })).toThrow();
  });

  it('lays out the text part: greeting, body, action, link, footer', () => {
    const { text } = renderMail('reset_password', 'en', { firstName: 'Alex', link: LINK });
    expect(text).toBe(
      [
        'Hi Alex,',
        '',
        'We received a request to reset your password. Use the button below to choose a new one. For your security, the link is valid for 30 minutes.',
        '',
        'Choose a new password',
        LINK,
        '',
        "You're getting this e-mail because a password reset was requested for your account. If that wasn't you, just ignore it: your password stays the same.",
        'Gear Up. Game On',
        '',
      ].join('\n'),
    );
  });
});
