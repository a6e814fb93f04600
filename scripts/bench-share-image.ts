import { LOCALE_CODES } from '../api/locales.ts';
import { registerShareFonts, renderShareImage, type ShareImageData } from '../server/share/share-image.ts';

/**
 * npx tsx scripts/bench-share-image.ts [rounds] — the share picture (server/share/share-image.ts): the one-time
 * font registration, then the time to draw one 1200×630 PNG (median and p95, every locale in turn, so each
 * script's text shaping counts) and its size in bytes. The route keeps drawn pictures, so this is the cost of a
 * first request per player, language and score. Prints figures; asserts nothing.
 */
const ROUNDS = Number(process.argv[2] ?? 5);

const fontsStart = performance.now();
await registerShareFonts();
const fontsMs = performance.now() - fontsStart;

const NAMES = ['Ada L.', 'محمد ع.', '山田 太郎', 'สมชาย ใจดี', 'Zoë <Gamer> & "Co"', 'Владимир К.'];
const times: number[] = [];
const sizes: number[] = [];
// One untimed draw: the first pays for librsvg's and Pango's own start.
await renderShareImage({ name: 'warm', total: 1, beat: { kind: 'beat', percent: 1 }, locale: 'en' });
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, locale] of LOCALE_CODES.entries()) {
    const data: ShareImageData = {
      name: NAMES[(i + round) % NAMES.length]!,
      total: 1000 + ((i * 977 + round * 131) % 8000),
      beat: { kind: 'beat', percent: (i * 7 + round) % 101 },
      locale,
    };
    const start = performance.now();
    const png = await renderShareImage(data);
    times.push(performance.now() - start);
    sizes.push(png.length);
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
console.log(`share image, ${times.length} draws (${ROUNDS} rounds × ${LOCALE_CODES.length} locales)`);
console.log(`font registration (once per process): ${fontsMs.toFixed(0)} ms`);
console.log(`draw: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`);
console.log(
  `size: p50 ${quantile(sizes, 0.5)} bytes, min ${Math.min(...sizes)}, max ${Math.max(...sizes)} bytes`,
);
