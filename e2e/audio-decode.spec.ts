import { readFileSync } from 'node:fs';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * Every generated sound decodes in the browser and lasts what its generator meant, plus at most the mp3's
 * lead-in and padding. Decoders trim part of the 25 ms lead-in lamejs adds (in Chromium a click's first sound
 * decodes at 3.8 ms), so the measured lead-in is reported: the rhythm game calibrates its beat offset from it.
 */
type Index = Record<
  string,
  { url: string; meta?: { durationMs?: number; startMs?: number; loopStartMs?: number; loopEndMs?: number } }
>;
const index = JSON.parse(readFileSync('assets/.generated/asset-index.json', 'utf8')) as Index;
const sounds = Object.entries(index).filter(([name]) => name.startsWith('sound/'));

test('every sound decodes with its intended duration', async ({ page }, testInfo) => {
  expect(sounds.length).toBeGreaterThanOrEqual(16);
  await page.goto('/en');
  await waitForApp(page, 'home');
  const results = await page.evaluate(async (list) => {
    const context = new OfflineAudioContext(1, 44100, 44100);
    const out: Array<{ name: string; durationMs: number; firstSoundMs: number }> = [];
    for (const [name, asset] of list) {
      const bytes = await (await fetch(new URL(asset.url, document.baseURI))).arrayBuffer();
      const buffer = await context.decodeAudioData(bytes);
      const data = buffer.getChannelData(0);
      let first = 0;
      while (first < data.length && Math.abs(data[first]!) < 1e-4) first++;
      out.push({
        name,
        durationMs: (buffer.length / buffer.sampleRate) * 1000,
        firstSoundMs: (first / buffer.sampleRate) * 1000,
      });
    }
    return out;
  }, sounds);
  for (const result of results) {
    const meta = index[result.name]!.meta!;
    const isLoop = meta.loopStartMs !== undefined;
    // One-shots: lead-in + sound + under two frames of padding; loops also carry their wrap-around copies.
    const expected = isLoop ? meta.loopEndMs! : meta.startMs! + meta.durationMs!;
    const leadIn = isLoop ? meta.loopStartMs! : meta.startMs!;
    expect(result.durationMs, result.name).toBeGreaterThanOrEqual(expected - leadIn - 1);
    expect(result.durationMs, result.name).toBeLessThan(expected + (isLoop ? 160 : 60));
    if (!isLoop) {
      expect(result.firstSoundMs, `${result.name} starts at ${result.firstSoundMs} ms`).toBeLessThanOrEqual(
        leadIn + 3,
      );
      testInfo.annotations.push({
        type: 'lead-in',
        description: `${result.name}: ${result.firstSoundMs.toFixed(2)} ms (lamejs adds ${leadIn.toFixed(2)} ms)`,
      });
    }
  }
});
