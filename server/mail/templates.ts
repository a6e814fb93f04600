import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { LEADERBOARD_PRIZE_PLACES, sharePrize } from '../../api/competition.ts';
import { escapeHtml } from '../../api/escape-html.ts';
import { LOCALE_CODES, localeByCode, type Locale, type LocaleCode } from '../../api/locales.ts';
import { MAIL_MESSAGES, type LinkMailText, type MailMessages, type MailText } from './messages.ts';
import { messages as ar } from './locales/ar/mail.ts';
import { messages as cz } from './locales/cz/mail.ts';
import { messages as de } from './locales/de/mail.ts';
import { messages as en } from './locales/en/mail.ts';
import { messages as es } from './locales/es/mail.ts';
import { messages as fr } from './locales/fr/mail.ts';
import { messages as id } from './locales/id/mail.ts';
import { messages as it } from './locales/it/mail.ts';
import { messages as jp } from './locales/jp/mail.ts';
import { messages as kr } from './locales/kr/mail.ts';
import { messages as pl } from './locales/pl/mail.ts';
import { messages as ru } from './locales/ru/mail.ts';
import { messages as th } from './locales/th/mail.ts';
import { messages as tr } from './locales/tr/mail.ts';
import { messages as ua } from './locales/ua/mail.ts';
import { messages as vn } from './locales/vn/mail.ts';
import { messages as zhCN } from './locales/zh-cn/mail.ts';
import { messages as zhTW } from './locales/zh-tw/mail.ts';
import { dateFormat, numberFormat } from '../../api/locale-format.ts';

export const MAIL_TEMPLATES = [
  'reset_password',
  'validation',
  'welcome',
  'score_saved',
  'draw_winner',
  'draw_reserve',
  'sign_in_code',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailParams {
  firstName: string;
  /** reset_password and validation: the http(s) address the button opens. */
  link?: string;
  /** score_saved: the saved score, formatted for the locale. */
  score?: number;
  /** score_saved: the player's place on the total board, if they have one (its line is left out otherwise). */
  position?: number | null;
  /** draw_winner, draw_reserve: the prize. */
  prize?: DrawPrize;
  /** draw_reserve: the reserve's number among the prize's reserves. */
  order?: number;
  /** draw_winner, draw_reserve: the day a winner must claim by, `YYYY-MM-DD`. */
  deadline?: string;
  /** sign_in_code: the code, digits only. */
  code?: string;
}

export type DrawPrize = keyof MailMessages['drawPrizes'];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Every locale's compiled mail catalog (`lingui compile --typescript` output of
 * `server/mail/locales/<code>/mail.po`); a missing locale is a type error.
 */
const MAIL_CATALOGS: Readonly<Record<LocaleCode, Messages>> = {
  ar,
  cz,
  de,
  en,
  es,
  fr,
  id,
  it,
  jp,
  kr,
  pl,
  ru,
  th,
  tr,
  ua,
  vn,
  'zh-cn': zhCN,
  'zh-tw': zhTW,
};

const I18N: ReadonlyMap<LocaleCode, I18n> = new Map(
  LOCALE_CODES.map((code) => [code, setupI18n({ locale: code, messages: { [code]: MAIL_CATALOGS[code] } })]),
);

// The messages' templates and MAIL_TEMPLATES must be the same set.
type TextTemplates = Exclude<keyof MailMessages, 'common' | 'drawPrizes'>;
const _sameTemplates: [MailTemplate, TextTemplates] extends [TextTemplates, MailTemplate] ? true : never =
  true;

/**
 * A message's placeholders come out of Lingui as slots (private-use characters around the name), and `fill` puts
 * the values in afterwards, in one pass. So Lingui never sees a value (its interpolation would decode a `\u0041`
 * typed into a name), and HTML can escape the catalog's text and the values each in their own way. Placeholders
 * are therefore plain `{name}`: the server formats numbers itself, with the locale's ISO tag (a `{score, number}`
 * would format the slot; the catalog test refuses any placeholder English does not have).
 */
const SLOT = /\uE000(\w+)\uE001/g;
const SLOTS: Record<string, string> = new Proxy(
  {},
  { get: (_target, name) => (typeof name === 'string' ? `\uE000${name}\uE001` : undefined) },
);

/** The locale's text of a message, each placeholder left as a slot. */
function pattern(locale: LocaleCode, message: MessageDescriptor): string {
  const i18n = I18N.get(locale);
  if (i18n === undefined) throw new Error(`no mail catalog for ${locale}`);
  return i18n._(message.id, SLOTS);
}

/** The locale's text of a message with its placeholders as `{name}` (as translators write them). */
export function mailText(locale: LocaleCode, message: MessageDescriptor): string {
  return pattern(locale, message).replace(SLOT, '{$1}');
}

export const MAIL_LINK_ERROR = 'mail link must be http(s)';

const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
const TEXT_COLOR = '#111827';
const MUTED_COLOR = '#374151';
const FOOTER_COLOR = '#4b5563';
const LINK_COLOR = '#1d4ed8';
const PAGE_BACKGROUND = '#f3f4f6';
const BORDER_COLOR = '#e5e7eb';

/** Accepts only absolute http(s) addresses without spaces or control characters. */
function checkLink(link: string | undefined): string {
  if (typeof link !== 'string' || !/^https?:\/\//i.test(link)) throw new Error(MAIL_LINK_ERROR);
  for (const char of link) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) throw new Error(MAIL_LINK_ERROR);
  }
  try {
    new URL(link);
  } catch {
    throw new Error(MAIL_LINK_ERROR);
  }
  return link;
}

type Values = ReadonlyMap<string, string>;

/**
 * Fills a pattern's slots in one pass (a value is never scanned again, so a visitor's `{x}` stays as typed).
 * Literal text and values each go through their own function, so HTML can escape and wrap them.
 */
function fill(
  pattern: string,
  values: Values,
  where: string,
  literal: (text: string) => string,
  value: (name: string, text: string) => string,
): string {
  let out = '';
  let last = 0;
  for (const match of pattern.matchAll(SLOT)) {
    const name = match[1] ?? '';
    const filled = values.get(name);
    if (filled === undefined)
      throw new Error(`mail text ${where} uses {${name}}, which this mail has no value for`);
    out += literal(pattern.slice(last, match.index)) + value(name, filled);
    last = match.index + match[0].length;
  }
  return out + literal(pattern.slice(last));
}

const asIs = (text: string) => text;
const valueAsIs = (_name: string, text: string) => text;

function fillText(pattern: string, values: Values, where: string): string {
  return fill(pattern, values, where, asIs, valueAsIs);
}

/** HTML-escapes literal text and values; a line break becomes <br>; the visitor's name is bidi-isolated. */
function fillHtml(pattern: string, values: Values, where: string): string {
  const escapeLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
  return fill(pattern, values, where, escapeLines, (name, text) =>
    name === 'firstName'
      ? `<bdi>${escapeLines(text)}</bdi>`
      : name === 'code'
        ? `<strong dir="ltr" style="font-size:28px;letter-spacing:6px;">${escapeLines(text)}</strong>`
        : escapeLines(text),
  );
}

/** Paragraphs of a text (split on blank lines), with the ones that come out empty left out. */
function paragraphs(pattern: string, values: Values, where: string): { text: string; html: string }[] {
  return pattern
    .split(/\n[ \t]*\n/)
    .map((part) => ({ text: fillText(part, values, where).trim(), part: part.trim() }))
    .filter(({ text }) => text !== '')
    .map(({ text, part }) => ({ text, html: fillHtml(part, values, where) }));
}

function singleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The draw mails' {prize}, {deadline} and {order}, written in the mail's language. */
function drawValues(values: Map<string, string>, locale: LocaleCode, info: Locale, params: MailParams): void {
  const { prize, deadline, order } = params;
  if (!prize || !(prize in MAIL_MESSAGES.drawPrizes)) throw new Error('draw mail needs its prize');
  if (!deadline || !/^\d{4}-\d{2}-\d{2}$/.test(deadline))
    throw new Error('draw mail needs a YYYY-MM-DD deadline');
  const number = numberFormat(info.iso);
  const { amount, currency } = sharePrize(locale);
  const prizeValues = new Map([
    ['places', number.format(LEADERBOARD_PRIZE_PLACES)],
    [
      'amount',
      numberFormat(info.iso, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount),
    ],
  ]);
  values.set(
    'prize',
    fillText(pattern(locale, MAIL_MESSAGES.drawPrizes[prize]), prizeValues, `${locale}.drawPrizes.${prize}`),
  );
  // Noon UTC names the same calendar day in every zone the date is written for.
  values.set(
    'deadline',
    dateFormat(info.iso, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${deadline}T12:00:00Z`)),
  );
  values.set('order', number.format(order ?? 1));
}

export function renderMail(template: MailTemplate, locale: LocaleCode, params: MailParams): RenderedMail {
  const info: Locale = localeByCode(locale);
  const words: MailText | LinkMailText = MAIL_MESSAGES[template];
  const hasLink = 'action' in words;

  const values = new Map<string, string>([['firstName', singleLine(String(params.firstName ?? ''))]]);
  const link = hasLink ? checkLink(params.link) : undefined;
  if (link !== undefined) values.set('link', link);
  if (template === 'sign_in_code') {
    if (typeof params.code !== 'string' || !/^[0-9]{4,12}$/.test(params.code))
      throw new Error('mail code must be digits');
    values.set('code', params.code);
  }
  if (template === 'score_saved') {
    if (typeof params.score !== 'number' || !Number.isFinite(params.score)) {
      throw new Error('mail score must be a finite number');
    }
    values.set('score', numberFormat(info.iso).format(params.score));
    const position = params.position;
    const ranked = typeof position === 'number' && Number.isSafeInteger(position) && position > 0;
    values.set(
      'rankText',
      ranked
        ? fillText(
            pattern(locale, MAIL_MESSAGES.score_saved.rank),
            new Map([['position', numberFormat(info.iso).format(position)]]),
            `${locale}.score_saved.rank`,
          )
        : '',
    );
  }

  if (template === 'draw_winner' || template === 'draw_reserve') drawValues(values, locale, info, params);

  const where = (field: string) => `${locale}.${template}.${field}`;
  const subject = singleLine(fillText(pattern(locale, words.subject), values, where('subject')));
  const greeting = paragraphs(pattern(locale, words.greeting), values, where('greeting'));
  const body = paragraphs(pattern(locale, words.body), values, where('body'));
  const footer = paragraphs(pattern(locale, words.footer), values, where('footer'));
  const action = hasLink ? fillText(pattern(locale, words.action), values, where('action')) : undefined;
  const linkFallback = hasLink
    ? fillText(pattern(locale, MAIL_MESSAGES.common.linkFallback), values, `${locale}.common.linkFallback`)
    : undefined;

  const textParts = [...greeting, ...body].map((p) => p.text);
  if (link !== undefined && action !== undefined) textParts.push(`${action}\n${link}`);
  textParts.push(...footer.map((p) => p.text));
  const text = `${textParts.join('\n\n')}\n`;

  const p = (html: string, style: string) => `<p style="${style}">${html}</p>`;
  const bodyStyle = 'margin:0 0 16px;';
  const content: string[] = [
    `<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;font-weight:700;color:${TEXT_COLOR};">${escapeHtml(subject)}</h1>`,
    ...greeting.map((x) => p(x.html, bodyStyle)),
    ...body.map((x) => p(x.html, bodyStyle)),
  ];
  if (link !== undefined && action !== undefined) {
    const href = escapeHtml(link);
    content.push(
      p(
        `<a href="${href}" style="display:inline-block;padding:12px 24px;background-color:${TEXT_COLOR};color:#ffffff;font-weight:700;text-decoration:none;border-radius:6px;">${escapeHtml(action)}</a>`,
        'margin:24px 0;',
      ),
      p(escapeHtml(linkFallback ?? ''), `margin:0 0 4px;font-size:14px;color:${MUTED_COLOR};`),
      p(
        `<a href="${href}" dir="ltr" style="color:${LINK_COLOR};text-decoration:underline;">${href}</a>`,
        'margin:0 0 16px;font-size:14px;word-break:break-all;',
      ),
    );
  }
  content.push(
    `<hr style="border:none;border-top:1px solid ${BORDER_COLOR};margin:24px 0;">`,
    ...footer.map((x) => p(x.html, `margin:0 0 8px;font-size:14px;line-height:1.5;color:${FOOTER_COLOR};`)),
  );

  const lang = escapeHtml(info.iso);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${lang}" dir="${info.dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${PAGE_BACKGROUND};">`,
    `<div lang="${lang}" dir="${info.dir}" style="background-color:${PAGE_BACKGROUND};padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;margin:0 auto;background-color:#ffffff;border:1px solid ${BORDER_COLOR};border-radius:8px;">`,
    `<tr><td style="padding:32px 28px;font-family:${FONT_STACK};font-size:16px;line-height:1.6;color:${TEXT_COLOR};">`,
    ...content,
    '</td></tr>',
    '</table>',
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject, text, html };
}
