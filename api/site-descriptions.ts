import type { BeatLine } from './beat-share.ts';
import { localeByCode, type LocaleCode } from './locales.ts';
import { numberFormat } from './locale-format.ts';

/**
 * The site's description meta tag, per locale (docs/decisions.md: a typed map here rather than a third Lingui
 * catalog, since the server renders it into every page's head and this is its only translated string). The
 * slogan is the brand's and stays English; the rest follows each locale's catalog terms (its word for world
 * and leaderboard, as on the home page).
 */
export const SITE_DESCRIPTIONS: Readonly<Record<LocaleCode, string>> = {
  ar: 'Gear Up. Game On — ثلاثة عوالم للمنتجات، وثلاث ألعاب مهارة، ولوحة متصدرين واحدة.',
  cz: 'Gear Up. Game On – tři produktové světy, tři dovednostní hry, jeden žebříček.',
  de: 'Gear Up. Game On – drei Produktwelten, drei Geschicklichkeitsspiele, eine Rangliste.',
  en: 'Gear Up. Game On — three product worlds, three skill games, one leaderboard.',
  es: 'Gear Up. Game On: tres mundos de producto, tres juegos de habilidad y una sola clasificación.',
  fr: 'Gear Up. Game On — trois univers produits, trois jeux d’adresse, un seul classement.',
  id: 'Gear Up. Game On — tiga dunia produk, tiga game ketangkasan, satu papan peringkat.',
  it: 'Gear Up. Game On: tre mondi di prodotto, tre giochi di abilità, una sola classifica.',
  jp: 'Gear Up. Game On — 3つの製品ワールド、3つのスキルゲーム、1つのランキング。',
  kr: 'Gear Up. Game On — 세 개의 제품 월드, 세 개의 실력 게임, 하나의 리더보드.',
  pl: 'Gear Up. Game On – trzy światy produktów, trzy gry zręcznościowe, jeden ranking.',
  ru: 'Gear Up. Game On — три мира продуктов, три игры на ловкость, один рейтинг.',
  th: 'Gear Up. Game On — สามโลกของผลิตภัณฑ์ สามเกมวัดฝีมือ หนึ่งลีดเดอร์บอร์ด',
  tr: 'Gear Up. Game On — üç ürün dünyası, üç beceri oyunu, tek sıralama.',
  ua: 'Gear Up. Game On — три світи продуктів, три ігри на спритність, одна таблиця лідерів.',
  vn: 'Gear Up. Game On — ba thế giới sản phẩm, ba trò chơi kỹ năng, một bảng xếp hạng.',
  'zh-cn': 'Gear Up. Game On——三大产品世界、三款技巧游戏、一个排行榜。',
  'zh-tw': 'Gear Up. Game On——三大產品世界、三款技巧遊戲、一個排行榜。',
};

/**
 * Spec §9's share text, per locale, for what the server writes about a shared result (the share page's
 * og:description, the share image): the browser's own copy lives in the Lingui catalog (src/ui/share). Like the
 * descriptions above, a typed map, since the server has no catalog of the site's messages. `{score}` and `{beaten}`
 * are filled with numbers already formatted for the locale; `{points}` with the word the plural rules of the
 * language choose for the score. Slavic texts are in the present tense, which needs no grammatical gender.
 */
interface ShareSentence {
  template: string;
  /** The same result when nobody else is on the board yet (api/beat-share.ts): no "beat 0 %" or "100 %". */
  first: string;
  points: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

export const SHARE_SENTENCES: Readonly<Record<LocaleCode, ShareSentence>> = {
  ar: {
    template: 'حصلت على {score} {points} وتفوّقت على {beaten} من المنافسين',
    first: 'حصلت على {score} {points} وأنا في المركز الأول على لوحة المتصدرين',
    points: { zero: 'نقطة', one: 'نقطة', two: 'نقطة', few: 'نقاط', many: 'نقطة', other: 'نقطة' },
  },
  cz: {
    template: 'Mám {score} {points} a předbíhám {beaten} vyzyvatelů',
    first: 'Mám {score} {points} a jsem první na žebříčku',
    points: { one: 'bod', few: 'body', many: 'bodu', other: 'bodů' },
  },
  de: {
    template: 'Ich habe {score} {points} erzielt und {beaten} der Herausforderer geschlagen',
    first: 'Ich habe {score} {points} erzielt und eröffne die Rangliste',
    points: { one: 'Punkt', other: 'Punkte' },
  },
  en: {
    template: 'I scored {score} {points} and beat {beaten} of the challengers',
    first: "I scored {score} {points} and I'm the first on the leaderboard",
    points: { one: 'point', other: 'points' },
  },
  es: {
    template: 'He conseguido {score} {points} y he superado al {beaten} de los rivales',
    first: 'He conseguido {score} {points} y abro la clasificación',
    points: { one: 'punto', other: 'puntos' },
  },
  fr: {
    template: 'J’ai marqué {score} {points} et battu {beaten} des challengers',
    first: 'J’ai marqué {score} {points} et j’ouvre le classement',
    points: { one: 'point', other: 'points' },
  },
  id: {
    template: 'Aku mencetak {score} {points} dan mengalahkan {beaten} penantang',
    first: 'Aku mencetak {score} {points} dan jadi yang pertama di papan peringkat',
    points: { other: 'poin' },
  },
  it: {
    template: 'Ho totalizzato {score} {points} e battuto il {beaten} degli sfidanti',
    first: 'Ho totalizzato {score} {points} e apro la classifica',
    points: { one: 'punto', other: 'punti' },
  },
  jp: {
    template: '{score}{points}を獲得し、挑戦者の{beaten}に勝ちました',
    first: '{score}{points}を獲得し、ランキングの最初のプレイヤーになりました',
    points: { other: 'ポイント' },
  },
  kr: {
    template: '{score}{points}을 기록하고 도전자 중 {beaten}를 이겼어요',
    first: '{score}{points}을 기록하고 리더보드의 첫 번째 플레이어가 되었어요',
    points: { other: '점' },
  },
  pl: {
    template: 'Mam {score} {points} i wyprzedzam {beaten} rywali',
    first: 'Mam {score} {points} i otwieram ranking',
    points: { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' },
  },
  ru: {
    template: 'У меня {score} {points}, и я обхожу {beaten} соперников',
    first: 'У меня {score} {points}, и я открываю рейтинг',
    points: { one: 'очко', few: 'очка', many: 'очков', other: 'очка' },
  },
  th: {
    template: 'ฉันทำได้ {score} {points} และชนะผู้ท้าชิง {beaten}',
    first: 'ฉันทำได้ {score} {points} และเป็นคนแรกบนลีดเดอร์บอร์ด',
    points: { other: 'คะแนน' },
  },
  tr: {
    template: '{score} {points} topladım ve rakiplerin {beaten} kadarını geçtim',
    first: '{score} {points} topladım ve sıralamadaki ilk oyuncu benim',
    points: { other: 'puan' },
  },
  ua: {
    template: 'У мене {score} {points}, і я випереджаю {beaten} суперників',
    first: 'У мене {score} {points}, і я відкриваю таблицю лідерів',
    points: { one: 'очко', few: 'очки', many: 'очок', other: 'очка' },
  },
  vn: {
    template: 'Tôi đạt {score} {points} và vượt qua {beaten} người thách đấu',
    first: 'Tôi đạt {score} {points} và là người đầu tiên trên bảng xếp hạng',
    points: { other: 'điểm' },
  },
  'zh-cn': {
    template: '我获得了 {score} {points}，击败了 {beaten} 的挑战者',
    first: '我获得了 {score} {points}，是排行榜上的第一位玩家',
    points: { other: '分' },
  },
  'zh-tw': {
    template: '我獲得了 {score} {points}，擊敗了 {beaten} 的挑戰者',
    first: '我獲得了 {score} {points}，是排行榜上的第一位玩家',
    points: { other: '分' },
  },
};

/** The share text of a result in `locale`'s words, its numbers formatted with Intl in that language. */
export function shareSentence(locale: LocaleCode, total: number, beat: BeatLine): string {
  const iso = localeByCode(locale).iso;
  const { template, first, points } = SHARE_SENTENCES[locale];
  const category = new Intl.PluralRules(iso).select(total);
  const values: Record<string, string> = {
    score: numberFormat(iso).format(total),
    points: points[category] ?? points.other,
    beaten:
      beat.kind === 'beat'
        ? numberFormat(iso, { style: 'percent', maximumFractionDigits: 0 }).format(beat.percent / 100)
        : '',
  };
  return (beat.kind === 'first' ? first : template).replace(
    /\{(score|points|beaten)\}/g,
    (_, key: string) => values[key]!,
  );
}
