import { SOUNDS, generateSounds } from '../assets/audio/index.ts';
import { measureAsset, type SoundFigures } from '../assets/audio/sound-report.ts';

/**
 * npm run bench:sound: every served sound file (mp3 and Opus) decoded as a player decodes it, with its true
 * peak, sample peak, integrated loudness and its worst join's click figure. Prints; the limits are asserted by
 * assets/audio/mastering.test.ts.
 */
const started = Date.now();
const assets = await generateSounds();
const rows: SoundFigures[] = [];
for (const asset of assets) {
  const spec = SOUNDS.find((s) => s.name === asset.name)!;
  rows.push(await measureAsset(spec, asset));
}
const f = (v: number, width = 7) => (Number.isFinite(v) ? v.toFixed(1) : '-inf').padStart(width);
console.log('| sound | codec | true peak dBTP | sample peak dBFS | LUFS | worst join click dB (at s) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const r of rows.sort((a, b) => a.name.localeCompare(b.name) || a.codec.localeCompare(b.codec)))
  console.log(
    `| ${r.name.replace('sound/', '')} | ${r.codec} | ${f(r.truePeakDb)} | ${f(r.samplePeakDb)} | ${f(r.lufs)} | ${Number.isNaN(r.clickAt) ? '–' : `${f(r.clickDb)} (${r.clickAt.toFixed(2)})`} |`,
  );
console.log(`\n${rows.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
