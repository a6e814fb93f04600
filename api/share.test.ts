import { describe, expect, it } from 'vitest';
import { SHARE_PRIZE, sharePrize } from './competition.ts';
import { headTagsFor, type HeadTag } from './head-tags.ts';
import { LOCALE_CODES, localeByCode } from './locales.ts';
import { shareSentence, SHARE_SENTENCES } from './site-descriptions.ts';

const beat = (percent: number) => ({ kind: 'beat', percent }) as const;
const FIRST = { kind: 'first' } as const;

const ctx = { origin: 'https://play.example.com', basePath: '/gear/' };
const route = { name: 'share', locale: 'ru', slug: 'aB3_-x9Zq0Lk' } as const;
const shared = {
  name: 'Ada L.',
  total: 3,
  beat: beat(42),
  imageUrl: 'https://play.example.com/gear/api/share/aB3_-x9Zq0Lk/image.png?locale=ru&v=x',
};
const meta = (tags: HeadTag[], key: string) =>
  tags.flatMap((t) =>
    t.tag === 'meta' && (t.attrs.property === key || t.attrs.name === key) ? [t.attrs] : [],
  )[0];

describe('the share text the server writes', () => {
  it('is spec §9’s sentence in English, with the plural the score needs', () => {
    expect(shareSentence('en', 7450, beat(93))).toBe('I scored 7,450 points and beat 93% of the challengers');
    expect(shareSentence('en', 1, beat(0))).toBe('I scored 1 point and beat 0% of the challengers');
  });

  it('follows each language’s plural rules and number style', () => {
    expect(shareSentence('ru', 1, beat(5))).toBe('У меня 1 очко, и я обхожу 5\u00a0% соперников');
    expect(shareSentence('ru', 3, beat(5))).toContain('3 очка');
    expect(shareSentence('ru', 25, beat(5))).toContain('25 очков');
    expect(shareSentence('pl', 22, beat(5))).toContain('22 punkty');
    expect(shareSentence('pl', 25, beat(5))).toContain('25 punktów');
    expect(shareSentence('cz', 4, beat(5))).toContain('4 body');
    expect(shareSentence('ar', 3, beat(5))).toContain('3 نقاط');
    expect(shareSentence('tr', 10, beat(42))).toContain('%42');
    expect(shareSentence('de', 1200, beat(42))).toBe(
      'Ich habe 1.200 Punkte erzielt und 42\u00a0% der Herausforderer geschlagen',
    );
  });

  it('has a sentence of its own in every locale, each naming the score and the share beaten', () => {
    const texts = LOCALE_CODES.map((code) => shareSentence(code, 4321, beat(57)));
    expect(new Set(texts).size).toBe(LOCALE_CODES.length);
    for (const code of LOCALE_CODES) {
      expect(SHARE_SENTENCES[code].template, code).toMatch(/\{score\}.*\{points\}|\{points\}.*\{score\}/s);
      expect(SHARE_SENTENCES[code].template, code).toContain('{beaten}');
      expect(shareSentence(code, 4321, beat(57)), code).not.toMatch(/[{}]/);
    }
  });

  it('says the player is the first on the board instead of "beat 0 %" or "beat 100 %", in every locale', () => {
    expect(shareSentence('en', 7450, FIRST)).toBe(
      "I scored 7,450 points and I'm the first on the leaderboard",
    );
    expect(shareSentence('de', 1, FIRST)).toBe('Ich habe 1 Punkt erzielt und eröffne die Rangliste');
    const texts = LOCALE_CODES.map((code) => shareSentence(code, 4321, FIRST));
    expect(new Set(texts).size).toBe(LOCALE_CODES.length);
    for (const [i, code] of LOCALE_CODES.entries()) {
      expect(SHARE_SENTENCES[code].first, code).not.toContain('{beaten}');
      expect(texts[i], code).not.toMatch(/[{}%٪]/);
      expect(texts[i], code).toContain(new Intl.NumberFormat(localeByCode(code).iso).format(4321));
    }
  });
});

describe('a share page’s head', () => {
  it('unfurls a found result: title, the share text in the route’s language, a large absolute image', () => {
    const tags = headTagsFor(route, ctx, shared);
    expect(meta(tags, 'og:title')?.content).toBe('Ada L. · Gear Up. Game On');
    expect(meta(tags, 'og:description')?.content).toBe(shareSentence('ru', 3, beat(42)));
    expect(meta(tags, 'og:image')?.content).toBe(shared.imageUrl);
    expect(meta(tags, 'og:image:width')?.content).toBe('1200');
    expect(meta(tags, 'og:image:height')?.content).toBe('630');
    expect(meta(tags, 'twitter:card')?.content).toBe('summary_large_image');
    expect(tags.filter((t) => t.tag === 'meta' && t.attrs.property === 'og:description')).toHaveLength(1);
    expect(tags).toContainEqual({
      tag: 'link',
      attrs: { rel: 'canonical', href: 'https://play.example.com/gear/ru/share/aB3_-x9Zq0Lk' },
    });
  });

  it('keeps a slug that names nobody out of indexes, with no preview', () => {
    const tags = headTagsFor(route, ctx, null);
    expect(meta(tags, 'robots')?.content).toBe('noindex');
    expect(meta(tags, 'og:image')).toBeUndefined();
  });

  it('gives the browser (which passes no result) the usual tags', () => {
    const tags = headTagsFor(route, ctx);
    expect(meta(tags, 'og:image')).toBeUndefined();
    expect(meta(tags, 'robots')).toBeUndefined();
  });
});

describe('the wallet-code prize for sharing', () => {
  it('is 50 USD in every language but one, which states 10 USD', () => {
    expect(Object.keys(SHARE_PRIZE.amountByLocale).sort()).toEqual([...LOCALE_CODES].sort());
    const amounts = Object.entries(SHARE_PRIZE.amountByLocale);
    expect(amounts.filter(([, amount]) => amount === 10)).toEqual([['id', 10]]);
    expect(amounts.filter(([, amount]) => amount === 50)).toHaveLength(LOCALE_CODES.length - 1);
    expect(sharePrize('id')).toEqual({ amount: 10, currency: 'USD' });
    expect(sharePrize('fr')).toEqual({ amount: 50, currency: 'USD' });
  });
});
