/**
 * Jungle Board in headless Chromium (the test build: `npx vite build --mode e2e --outDir dist/e2e-client`): a
 * whole music loop played on the beat, with real key events stamped from the page's audio clock (as the e2e tests
 * press them), measuring
 * - the drift between the audio clock (the music's time) and the beat tracker (the steps' time), sampled through
 *   the loop;
 * - input-to-rating latency: from a press's time stamp to its rating on screen;
 * - the ratings of one key stream played calm and again with the main thread blocked for 250 ms at each press;
 * - frame time and draw calls while it plays (SwiftShader: upper bounds for any machine with a GPU).
 *
 * The music is the Opus files where Chromium plays them, as visitors get it; `-- --mp3` makes the page say it
 * cannot play Opus, so the same run measures the mp3 fallback.
 *
 *   npm run bench:keyboard-browser [-- --mp3]
 */
import { launchChromium, runBench } from './bench-browser.ts';
import { playRows, readState } from '../e2e/keyboard-steps.ts';

interface Stats {
  fps: number;
  frameMs: number;
  drawCallsTotal: number;
  frames: number;
}
const STEP_MS = 1000 / 60;
const BEAT_MS = 60000 / 188;
const LOOP_END_BEAT = 8 + 128;
const FORCE_MP3 = process.argv.includes('--mp3');

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)}, p95 ${at(0.95).toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)} (n=${sorted.length})`;
};

runBench('dist/e2e-client', async (ORIGIN) => {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  // A visitor who already answered the cookie banner (Reject all), so it covers no button.
  const consent = { v: 1, analytics: false, marketing: false, social: false, at: Date.now() };
  await context.addCookies([
    { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify(consent)), url: ORIGIN },
  ]);
  const page = await context.newPage();
  if (FORCE_MP3)
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /opus/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
  await page.goto(`${ORIGIN}/en/game/keyboard`);
  await page.getByTestId('play').click();
  await page.waitForFunction(() => (window as unknown as { __game?: unknown }).__game !== undefined, null, {
    timeout: 120_000,
  });
  const cdp = await page.context().newCDPSession(page);
  // Each rating's appearance on screen, in performance time (the callout is re-created for every rating).
  await page.evaluate(() => {
    const shown: number[] = [];
    (window as unknown as { __shown: number[] }).__shown = shown;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('[data-testid="rating"]'))
            shown.push(performance.now());
    }).observe(document.body, { childList: true, subtree: true });
  });

  const drift: number[] = [];
  const frames: Stats[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      // Read in an animation frame, just after the render loop's own callback ran the steps due at its start.
      const sample = await page.evaluate(
        () =>
          new Promise<{ state: Record<string, number>; stats: Stats } | null>((resolve) =>
            requestAnimationFrame(() => {
              const game = (
                window as unknown as { __game?: { state(): Record<string, number>; frameStats(): Stats } }
              ).__game;
              resolve(game ? { state: game.state(), stats: game.frameStats() } : null);
            }),
          ),
      );
      if (!sample) break;
      if (sample.state.phase !== ('pending' as unknown as number)) {
        // The steps' time (tick × dt) against the audio clock read in the same task: the tracker trails the clock
        // by the part of a step not yet run (under 16.7 ms), more only if steps fall behind.
        drift.push(sample.state.musicMs! - sample.state.tick! * STEP_MS);
        frames.push(sample.stats);
      }
      await page.waitForTimeout(200);
    }
  })();

  // A whole loop on the beat: every row until the loop's last beat.
  const pressTimes: number[] = [];
  for (;;) {
    const s = await readState(page);
    if (!s || s.over || (s.nextRow && s.nextRow.beat >= LOOP_END_BEAT)) break;
    const beats = await playRows(page, cdp, 1, { afterBeat: pressTimes.at(-1) ?? -1 });
    if (beats.length === 0) break;
    pressTimes.push(beats[0]!);
  }
  const calm = [0, 40, -60, 85, 110, -130];
  const played = await playRows(page, cdp, calm.length, {
    offsetsMs: calm,
    afterBeat: pressTimes.at(-1) ?? -1,
  });
  const busyBeats = await playRows(page, cdp, calm.length, {
    offsetsMs: calm,
    afterBeat: played.at(-1)!,
    during: () =>
      page.evaluate(() => {
        setTimeout(() => {
          const until = performance.now() + 250;
          while (performance.now() < until);
        }, 0);
      }),
  });
  await page.waitForTimeout(500);
  sampling = false;
  await sampler;
  const end = await readState(page);
  const shown = await page.evaluate(() => (window as unknown as { __shown: number[] }).__shown);

  // Latency: each rating's beat (stamp) → its first appearance after it. The press was stamped at its beat.
  const ratings = end?.ratings ?? [];
  const beatPerf = (beat: number) => (end ? end.perfMs + (beat * BEAT_MS - end.musicMs) : 0);
  const latencies = ratings
    .filter((r) => r.rating !== 'missed')
    .map((r) => {
      const stamp = beatPerf(r.beat) + r.deltaMs;
      const appeared = shown.find((t) => t >= stamp);
      return appeared === undefined ? null : appeared - stamp;
    })
    .filter((v): v is number => v !== null);

  const firstStats = frames[0]!;
  const lastStats = frames.at(-1)!;
  const draws =
    (lastStats.drawCallsTotal - firstStats.drawCallsTotal) /
    Math.max(1, lastStats.frames - firstStats.frames);
  console.log(`music: ${end?.musicType} (source ${end?.musicSource})`);
  console.log(`music onset in the decoded intro: ${end?.musicOnsetMs?.toFixed(2)} ms`);
  console.log(`rows played on the beat through the loop: ${pressTimes.length}; score ${end?.score}`);
  const tenth = Math.max(1, Math.floor(drift.length / 10));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `audio clock − beat tracker (ms): ${summary(drift)}; min ${Math.min(...drift).toFixed(1)}; ` +
      `first tenth of the loop median ${median(drift.slice(0, tenth)).toFixed(1)}, last tenth ${median(drift.slice(-tenth)).toFixed(1)}`,
  );
  console.log(`press time stamp → rating on screen (ms): ${summary(latencies)}`);
  const listed = (beats: number[]) =>
    ratings
      .filter((r) => beats.includes(r.beat))
      .map((r) => `${r.rating}(${r.deltaMs.toFixed(1)})`)
      .join(' ');
  console.log(`same key stream, calm:  ${listed(played)}`);
  console.log(`same key stream, busy:  ${listed(busyBeats)}`);
  console.log(
    `frame time: ${summary(frames.map((f) => f.frameMs))}; ${draws.toFixed(0)} draw calls per frame`,
  );
  await browser.close();
});
