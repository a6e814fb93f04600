/**
 * Ogg Opus muxing (RFC 3533 pages, RFC 7845 Opus mapping) and the structural parse the tests check it with.
 *
 * A file is: one page holding OpusHead alone (beginning of stream), one page holding OpusTags, then the audio
 * packets, whole, a page at a time, and the last page flagged end of stream. A page's granule position is the
 * count of 48 kHz samples, pre-skip included, decoded once its last packet is done; the last page's granule is
 * pre-skip + the sound's length, so a decoder trims the encoder's padding at the end (RFC 7845 §4.4).
 */

const CAPTURE = [0x4f, 0x67, 0x67, 0x53]; // "OggS"
const FLAG_CONTINUED = 0x01;
const FLAG_BOS = 0x02;
const FLAG_EOS = 0x04;
/** A page's segment table holds at most 255 lacing values. */
const MAX_SEGMENTS = 255;
/** Pages of about a second keep seeking granular without spending many header bytes (27 + table per page). */
const PACKETS_PER_PAGE = 50;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, initial value 0, no final XOR. */
export function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** A packet's lacing values: 255 for each full 255 bytes, then the remainder (0 when it divides evenly). */
function lacing(length: number): number[] {
  return [...Array<number>(Math.floor(length / 255)).fill(255), length % 255];
}

function page(packets: Uint8Array[], granule: bigint, serial: number, sequence: number, flags: number) {
  const segments = packets.flatMap((p) => lacing(p.length));
  if (segments.length > MAX_SEGMENTS) throw new Error('ogg: too many segments for one page');
  const bodyLength = packets.reduce((n, p) => n + p.length, 0);
  const bytes = new Uint8Array(27 + segments.length + bodyLength);
  const view = new DataView(bytes.buffer);
  bytes.set(CAPTURE, 0);
  bytes[4] = 0; // stream structure version
  bytes[5] = flags;
  view.setBigInt64(6, granule, true);
  view.setUint32(14, serial, true);
  view.setUint32(18, sequence, true);
  // CRC (bytes 22–25) is computed with the field zeroed, then written.
  bytes[26] = segments.length;
  bytes.set(segments, 27);
  let at = 27 + segments.length;
  for (const p of packets) {
    bytes.set(p, at);
    at += p.length;
  }
  view.setUint32(22, oggCrc(bytes), true);
  return bytes;
}

export interface OggOpusInput {
  /** Raw Opus packets, one per frame, in order. */
  packets: Uint8Array[];
  /** 48 kHz samples each packet decodes to (960 for 20 ms frames). */
  frameSamples: number;
  channels: number;
  /** Samples the decoder drops at the start: the encoder's lookahead (RFC 7845 §4.2). */
  preSkip: number;
  /** The sound's length in 48 kHz samples: the decoder outputs exactly this many after pre-skip. */
  samples: number;
  /** The source's sample rate, for information only (players decode at 48 kHz). */
  inputSampleRate: number;
  vendor: string;
  /** The logical stream's serial number: any fixed value keeps the output deterministic. */
  serial?: number;
}

export function muxOggOpus(input: OggOpusInput): Uint8Array {
  const { packets, frameSamples, channels, preSkip, samples } = input;
  if (channels < 1 || channels > 2) throw new Error('ogg: mapping family 0 holds one or two channels');
  const total = BigInt(preSkip + samples);
  if (packets.length * frameSamples < preSkip + samples) throw new Error('ogg: packets end before the sound');
  const serial = input.serial ?? 0x4f707573;

  const head = new Uint8Array(19);
  const headView = new DataView(head.buffer);
  head.set(new TextEncoder().encode('OpusHead'), 0);
  head[8] = 1; // version
  head[9] = channels;
  headView.setUint16(10, preSkip, true);
  headView.setUint32(12, input.inputSampleRate, true);
  headView.setInt16(16, 0, true); // output gain
  head[18] = 0; // channel mapping family 0: mono or stereo, no table

  const vendor = new TextEncoder().encode(input.vendor);
  const tags = new Uint8Array(8 + 4 + vendor.length + 4);
  const tagsView = new DataView(tags.buffer);
  tags.set(new TextEncoder().encode('OpusTags'), 0);
  tagsView.setUint32(8, vendor.length, true);
  tags.set(vendor, 12);
  tagsView.setUint32(12 + vendor.length, 0, true); // no user comments

  const pages: Uint8Array[] = [page([head], 0n, serial, 0, FLAG_BOS), page([tags], 0n, serial, 1, 0)];
  let sequence = 2;
  let granule = 0n;
  let batch: Uint8Array[] = [];
  let segments = 0;
  packets.forEach((packet, i) => {
    const need = lacing(packet.length).length;
    if (batch.length === PACKETS_PER_PAGE || segments + need > MAX_SEGMENTS) {
      pages.push(page(batch, granule, serial, sequence++, 0));
      batch = [];
      segments = 0;
    }
    batch.push(packet);
    segments += need;
    // The end trimming: the last page's granule says where the sound ends, short of its last packet's end.
    granule = i === packets.length - 1 ? total : BigInt((i + 1) * frameSamples);
  });
  pages.push(page(batch, granule, serial, sequence, FLAG_EOS));

  return new Uint8Array(Buffer.concat(pages));
}

export interface OggPage {
  flags: number;
  granule: bigint;
  serial: number;
  sequence: number;
  /** Packets that end on this page (a packet continued from the previous page is joined to its start). */
  packets: Uint8Array[];
}

/** Reads an Ogg stream page by page, checking capture patterns and every page's CRC; throws at the first fault. */
export function parseOgg(bytes: Uint8Array): OggPage[] {
  const pages: OggPage[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let pending: Uint8Array[] = [];
  while (at < bytes.length) {
    if (CAPTURE.some((b, k) => bytes[at + k] !== b)) throw new Error(`ogg: no page at byte ${at}`);
    if (at + 27 > bytes.length) throw new Error('ogg: truncated page header');
    const flags = bytes[at + 5]!;
    const count = bytes[at + 26]!;
    const table = bytes.subarray(at + 27, at + 27 + count);
    const length = 27 + count + table.reduce((n, s) => n + s, 0);
    if (at + length > bytes.length) throw new Error(`ogg: truncated page at byte ${at}`);
    // A copy (a Node Buffer's slice would be a view) with the CRC field zeroed, as it was when computed.
    const raw = Uint8Array.from(bytes.subarray(at, at + length));
    const stored = view.getUint32(at + 22, true);
    raw.fill(0, 22, 26);
    if (oggCrc(raw) !== stored) throw new Error(`ogg: bad CRC in page at byte ${at}`);
    if (!(flags & FLAG_CONTINUED) && pending.length > 0) throw new Error('ogg: unfinished packet');
    const packets: Uint8Array[] = [];
    let body = at + 27 + count;
    for (const segment of table) {
      pending.push(bytes.subarray(body, body + segment));
      body += segment;
      if (segment < 255) {
        const packet = new Uint8Array(pending.reduce((n, p) => n + p.length, 0));
        let o = 0;
        for (const p of pending) {
          packet.set(p, o);
          o += p.length;
        }
        packets.push(packet);
        pending = [];
      }
    }
    pages.push({
      flags,
      granule: view.getBigInt64(at + 6, true),
      serial: view.getUint32(at + 14, true),
      sequence: view.getUint32(at + 18, true),
      packets,
    });
    at += length;
  }
  return pages;
}

export interface OggOpusInfo {
  channels: number;
  preSkip: number;
  inputSampleRate: number;
  vendor: string;
  /** The audio packets in order. */
  packets: Uint8Array[];
  /** The last page's granule position minus pre-skip: the samples a decoder outputs. */
  samples: number;
}

/**
 * Checks an Ogg Opus stream's structure (RFC 7845): headers alone on their pages, flags, one serial, page
 * sequence without gaps, granules that never go back; returns what a decoder needs.
 */
export function parseOggOpus(bytes: Uint8Array): OggOpusInfo {
  const pages = parseOgg(bytes);
  const [first, second, ...audio] = pages;
  if (!first || !second || audio.length === 0) throw new Error('ogg opus: too few pages');
  pages.forEach((p, i) => {
    if (p.sequence !== i) throw new Error(`ogg opus: page ${i} has sequence ${p.sequence}`);
    if (p.serial !== first.serial) throw new Error('ogg opus: more than one stream');
    if (((p.flags & FLAG_BOS) !== 0) !== (i === 0)) throw new Error('ogg opus: beginning-of-stream flag');
    if (((p.flags & FLAG_EOS) !== 0) !== (i === pages.length - 1))
      throw new Error('ogg opus: end-of-stream flag');
  });
  const head = first.packets[0];
  if (first.packets.length !== 1 || !head || new TextDecoder().decode(head.subarray(0, 8)) !== 'OpusHead')
    throw new Error('ogg opus: first page is not OpusHead alone');
  const tags = second.packets[0];
  if (second.packets.length !== 1 || !tags || new TextDecoder().decode(tags.subarray(0, 8)) !== 'OpusTags')
    throw new Error('ogg opus: second page is not OpusTags alone');
  if (first.granule !== 0n || second.granule !== 0n) throw new Error('ogg opus: header pages have a granule');
  const headView = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head[8] !== 1) throw new Error('ogg opus: unknown version');
  const tagsView = new DataView(tags.buffer, tags.byteOffset, tags.byteLength);
  const vendorLength = tagsView.getUint32(8, true);
  let previous = 0n;
  for (const p of audio) {
    if (p.granule < previous) throw new Error('ogg opus: granule goes back');
    previous = p.granule;
  }
  const preSkip = headView.getUint16(10, true);
  return {
    channels: head[9]!,
    preSkip,
    inputSampleRate: headView.getUint32(12, true),
    vendor: new TextDecoder().decode(tags.subarray(12, 12 + vendorLength)),
    packets: audio.flatMap((p) => p.packets),
    samples: Number(previous) - preSkip,
  };
}
