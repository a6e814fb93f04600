import { describe, expect, it } from 'vitest';
import { SOUNDS } from '../../assets/manifest.ts';
import type { AssetIndex } from '../engine/asset-index.ts';
import { createSoundBank, type HowlLike, type HowlOptions } from './sound-bank.ts';

const OPUS = 'audio/ogg; codecs="opus"';

function fakes(playsOpus = false) {
  const log: string[] = [];
  const created: HowlOptions[] = [];
  let nextId = 1;
  const fadeListeners: Array<() => void> = [];
  const createHowl = (o: HowlOptions): HowlLike => {
    created.push(o);
    const playing = new Set<number>();
    return {
      play: (sprite) => {
        const id = nextId++;
        playing.add(id);
        log.push(`play ${o.src[0]}${sprite ? ` ${sprite}` : ''}`);
        return id;
      },
      stop: () => log.push(`stop ${o.src[0]}`),
      pause: (id) => {
        playing.delete(id!);
        log.push(`pause ${o.src[0]}`);
      },
      fade: (from, to, ms) => log.push(`fade ${from}->${to} in ${ms}`),
      volume: () => 0,
      playing: (id) => playing.has(id!),
      once: (_e, fn) => fadeListeners.push(() => fn(0)),
    };
  };
  const howler = {
    mute: (m: boolean) => log.push(`mute ${m}`),
    volume: (v: number) => log.push(`master ${v}`),
    ctx: { suspend: async () => void log.push('suspend'), resume: async () => void log.push('resume') },
  };
  const index: AssetIndex = Object.fromEntries(
    Object.keys(SOUNDS).map((name) => [name, { url: `/g/${name}.mp3` }]),
  );
  index['sound/ambiance'] = {
    url: '/g/ambiance.mp3',
    meta: { loop: true, loopStartMs: 25, loopEndMs: 20_025 },
  };
  index['sound/overheating'] = {
    url: '/g/overheating.mp3',
    meta: { loop: true, loopStartMs: 100, loopEndMs: 2100 },
    sources: [
      { type: OPUS, url: '/g/overheating.opus', meta: { loop: true, loopStartMs: 74.9, loopEndMs: 2074.9 } },
    ],
  };
  return {
    log,
    canPlay: (type: string) => playsOpus && type === OPUS,
    created,
    createHowl,
    howler,
    index,
    endFade: () => fadeListeners.splice(0).forEach((f) => f()),
  };
}

describe('sound bank', () => {
  it('sets the master volume and gives each sound its spec volume', () => {
    const f = fakes();
    const bank = createSoundBank(f);
    bank.play('sound/click');
    bank.play('sound/mouse-fail');
    expect(f.log[0]).toBe('master 0.5');
    expect(f.created.map((c) => c.volume)).toEqual([0.07, 0.4]);
  });

  it('loops the measured seamless region of a loop as a looping sprite', () => {
    const f = fakes();
    createSoundBank(f).play('sound/ambiance');
    expect(f.created[0]!.sprite).toEqual({ loop: [25, 20_000, true] });
    expect(f.log).toContain('play /g/ambiance.mp3 loop');
  });

  it('fetches the Opus file, with its own loop points, where the browser plays Opus, else the mp3', () => {
    const opus = fakes(true);
    createSoundBank(opus).play('sound/overheating');
    expect(opus.created[0]!.src).toEqual(['/g/overheating.opus']);
    expect(opus.created[0]!.sprite).toEqual({ loop: [74.9, 2000, true] });
    const mp3 = fakes(false);
    createSoundBank(mp3).play('sound/overheating');
    expect(mp3.created[0]!.src).toEqual(['/g/overheating.mp3']);
    expect(mp3.created[0]!.sprite).toEqual({ loop: [100, 2000, true] });
  });

  it('fades the ambiance in to 0.08 and out over 800 ms, pausing it once silent', () => {
    const f = fakes();
    const bank = createSoundBank(f);
    bank.setAmbiance(true);
    bank.setAmbiance(true);
    bank.setAmbiance(false);
    f.endFade();
    expect(f.log.slice(1)).toEqual([
      'play /g/ambiance.mp3 loop',
      'fade 0->0.08 in 800',
      'fade 0.08->0 in 800',
      'pause /g/ambiance.mp3',
    ]);
  });

  it('mutes everything through the global mute and suspends while hidden', () => {
    const f = fakes();
    const bank = createSoundBank(f);
    bank.setMuted(true);
    bank.suspend();
    bank.resume();
    expect(f.log.slice(1)).toEqual(['mute true', 'suspend', 'resume']);
  });

  it('fails clearly for a sound the build does not have', () => {
    const f = fakes();
    delete f.index['sound/hover'];
    expect(() => createSoundBank(f).play('sound/hover')).toThrow("can't find asset with name sound/hover");
  });
});
