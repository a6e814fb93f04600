import type { LocaleCode } from './locales.ts';

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
