import { describe, expect, it } from 'vitest';
import { muxOggOpus, oggCrc, parseOgg, parseOggOpus, type OggOpusInput } from './ogg.ts';

const packet = (length: number, seed: number) =>
  Uint8Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff);

const input = (packets: Uint8Array[], samples: number): OggOpusInput => ({
  packets,
  frameSamples: 960,
  channels: 1,
  preSkip: 312,
  samples,
  inputSampleRate: 44100,
  vendor: 'test',
});

describe('Ogg muxing', () => {
  it('computes Ogg’s CRC-32 (polynomial 0x04C11DB7, initial 0, no final XOR)', () => {
    // CRC-32/CKSUM's check value 0x765E7680 without its final XOR.
    expect(oggCrc(new TextEncoder().encode('123456789'))).toBe(0x89a1897f);
    expect(oggCrc(new Uint8Array(0))).toBe(0);
  });

  it('writes OpusHead and OpusTags alone, then the packets whole, in order, with granules per page', () => {
    // Lengths around the 255-byte lacing edges, and enough packets for several pages.
    const lengths = [0, 1, 254, 255, 256, 510, 600, ...Array.from({ length: 120 }, (_, i) => 80 + (i % 40))];
    const packets = lengths.map(packet);
    const samples = packets.length * 960 - 312 - 500;
    const bytes = muxOggOpus(input(packets, samples));
    const pages = parseOgg(bytes);
    expect(pages.map((p) => p.sequence)).toEqual(pages.map((_, i) => i));
    expect(pages[0]!.flags).toBe(0x02);
    expect(pages.at(-1)!.flags).toBe(0x04);
    expect(pages.slice(1, -1).every((p) => p.flags === 0)).toBe(true);
    expect(pages.length).toBeGreaterThan(4);

    const info = parseOggOpus(bytes);
    expect(info).toMatchObject({
      channels: 1,
      preSkip: 312,
      inputSampleRate: 44100,
      vendor: 'test',
      samples,
    });
    expect(info.packets).toEqual(packets);
    // Each audio page's granule counts the samples of every packet that ends on it (pre-skip included); the
    // last one is cut to pre-skip + the sound, which trims the padding.
    let decoded = 0;
    for (const page of pages.slice(2, -1)) {
      decoded += page.packets.length * 960;
      expect(page.granule).toBe(BigInt(decoded));
    }
    expect(pages.at(-1)!.granule).toBe(BigInt(312 + samples));
  });

  it('finds a flipped byte by its page CRC, and a missing page by the sequence', () => {
    const bytes = muxOggOpus(
      input(
        Array.from({ length: 200 }, (_, i) => packet(100, i)),
        190_000,
      ),
    );
    const flipped = bytes.slice();
    flipped[bytes.length - 10] = flipped[bytes.length - 10]! ^ 0x01;
    expect(() => parseOgg(flipped)).toThrow(/bad CRC/);
    const pages = parseOgg(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    // Cut the third audio page out: every page left is sound, but the sequence has a gap.
    const starts: number[] = [];
    for (let i = 0; i + 3 < bytes.length; i++)
      if (bytes[i] === 0x4f && bytes[i + 1] === 0x67 && bytes[i + 2] === 0x67 && bytes[i + 3] === 0x53)
        starts.push(i);
    expect(starts).toHaveLength(pages.length);
    const gap = new Uint8Array([...bytes.subarray(0, starts[4]), ...bytes.subarray(starts[5])]);
    expect(() => parseOgg(gap)).not.toThrow();
    expect(() => parseOggOpus(gap)).toThrow(/sequence/);
  });

  it('refuses packets that end before the sound and more than two channels', () => {
    expect(() => muxOggOpus(input([packet(10, 0)], 960))).toThrow(/end before/);
    expect(() => muxOggOpus({ ...input([packet(10, 0)], 10), channels: 3 })).toThrow(/one or two/);
  });
});
