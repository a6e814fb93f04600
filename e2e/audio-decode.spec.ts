import { readFileSync } from 'node:fs';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * Every generated sound decodes in the browser, as mp3 and as Opus, and lasts what its generator meant, plus at
 * most the file's lead-in and padding. Decoders trim part of the 25 ms lead-in lamejs adds (in Chromium a
 * click's first sound decodes at 3.8 ms), so the measured lead-in is reported: the rhythm game calibrates its
 * beat offset from it. An Opus file has no lead-in (the decoder drops the pre-skip) and no padding (the last
 * granule position trims it): it decodes to exactly its sound, to the sample.
 */
type Meta = { durationMs?: number; startMs?: number; loopStartMs?: number; loopEndMs?: number };
type Index = Record<
  string,
  { url: string; meta?: Meta; sources?: { type: string; url: string; meta?: Meta }[] }
>;
const index = JSON.parse(readFileSync('assets/.generated/asset-index.json', 'utf8')) as Index;
const sounds = Object.entries(index)
  .filter(([name]) => name.startsWith('sound/'))
  .flatMap(([name, asset]) => [
    { name, codec: 'mp3', url: asset.url, meta: asset.meta! },
    ...(asset.sources ?? []).map((source) => ({ name, codec: 'opus', url: source.url, meta: source.meta! })),
  ]);

test('every sound decodes with its intended duration', async ({ page }, testInfo) => {
  expect(sounds.filter((s) => s.codec === 'mp3').length).toBeGreaterThanOrEqual(16);
  expect(sounds.filter((s) => s.codec === 'opus').length).toBe(
    sounds.filter((s) => s.codec === 'mp3').length,
  );
  await page.goto('/en');
  await waitForApp(page, 'home');
  const results = await page.evaluate(async (list) => {
    const context = new OfflineAudioContext(1, 44100, 44100);
    const out: Array<{ durationMs: number; firstSoundMs: number }> = [];
    for (const { url } of list) {
      const bytes = await (await fetch(new URL(url, document.baseURI))).arrayBuffer();
      const buffer = await context.decodeAudioData(bytes);
      const data = buffer.getChannelData(0);
      let first = 0;
      while (first < data.length && Math.abs(data[first]!) < 1e-4) first++;
      out.push({
        durationMs: (buffer.length / buffer.sampleRate) * 1000,
        firstSoundMs: (first / buffer.sampleRate) * 1000,
      });
    }
    return out;
  }, sounds);
  results.forEach((result, i) => {
    const { name, codec, meta } = sounds[i]!;
    const label = `${name} (${codec})`;
    const isLoop = meta.loopStartMs !== undefined;
    // One-shots: lead-in + sound + under two frames of padding; loops also carry their wrap-around copies.
    const expected = isLoop ? meta.loopEndMs! : meta.startMs! + meta.durationMs!;
    const leadIn = isLoop ? meta.loopStartMs! : meta.startMs!;
    if (codec === 'opus') {
      // Resampled to 48 kHz and back to the context's 44.1: within a sample of the sound (a loop: with its
      // pre-roll and its 2205-sample, 50 ms post-roll).
      const soundMs = isLoop ? meta.loopEndMs! + 50 : meta.durationMs!;
      expect(Math.abs(result.durationMs - soundMs), label).toBeLessThan(0.1);
    } else {
      expect(result.durationMs, label).toBeGreaterThanOrEqual(expected - leadIn - 1);
      expect(result.durationMs, label).toBeLessThan(expected + (isLoop ? 160 : 60));
    }
    if (!isLoop) {
      expect(result.firstSoundMs, `${label} starts at ${result.firstSoundMs} ms`).toBeLessThanOrEqual(
        leadIn + 3,
      );
      testInfo.annotations.push({
        type: 'lead-in',
        description: `${label}: ${result.firstSoundMs.toFixed(2)} ms (the file puts it at ${leadIn.toFixed(2)} ms)`,
      });
    }
  });
});
