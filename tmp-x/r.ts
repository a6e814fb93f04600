import { writeFileSync } from 'node:fs';
import { renderShareImage } from '../server/share/share-image.ts';
const cases = [
  { name: 'Zoë <Gamer> & "Co"', total: 7450, beatPercent: 93, locale: 'de' },
  { name: 'محمد ع.', total: 3120, beatPercent: 42, locale: 'ar' },
  { name: '山田 太郎', total: 1, beatPercent: 0, locale: 'jp' },
  { name: 'สมชาย ใจดี', total: 12345, beatPercent: 100, locale: 'th' },
] as const;
for (const [i, c] of cases.entries()) {
  const t = performance.now();
  const png = await renderShareImage(c);
  console.log(c.locale, png.length, (performance.now() - t).toFixed(1));
  writeFileSync(`/tmp/shr/img${i}.png`, png);
}
