import sharp from 'sharp';

/**
 * The only place that turns pixels or SVG into file bytes. sharp writes no metadata unless asked (no EXIF,
 * no timestamps, no ICC profile), and every option that could vary between runs is pinned here, so the same
 * input gives the same bytes.
 */

export interface RawImage {
  pixels: Uint8Array;
  width: number;
  height: number;
  /** 3 for opaque RGB, 4 for RGBA. */
  channels: 3 | 4;
}

function fromRaw(image: RawImage): ReturnType<typeof sharp> {
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: image.channels } });
}

export interface PngOptions {
  /**
   * Quantise to at most 256 colours with error diffusion. A 1200 × 630 picture of soft gradients drops from
   * about 600 KB to about 140 KB, and some link previews (WhatsApp among them) skip images over 300 KB.
   */
  palette?: boolean;
}

export async function encodePng(image: RawImage, options: PngOptions = {}): Promise<Uint8Array> {
  const palette = options.palette ?? false;
  const buffer = await fromRaw(image)
    .png({
      compressionLevel: 9,
      adaptiveFiltering: !palette,
      palette,
      ...(palette ? { quality: 100, dither: 1 } : {}),
    })
    .toBuffer();
  return new Uint8Array(buffer);
}

export interface WebpOptions {
  quality?: number;
  lossless?: boolean;
}

export async function encodeWebp(image: RawImage, options: WebpOptions = {}): Promise<Uint8Array> {
  const buffer = await fromRaw(image)
    .webp({
      quality: options.quality ?? 86,
      lossless: options.lossless ?? false,
      alphaQuality: 100,
      // Lossless alpha at the top effort takes seconds per badge for a couple of per cent; colour-only
      // images get the full effort.
      effort: image.channels === 4 ? 4 : 6,
      // Dark scenes with thin coloured lines lose their colour to 4:2:0 chroma averaging; sharp YUV keeps it.
      smartSubsample: true,
    })
    .toBuffer();
  return new Uint8Array(buffer);
}

/** An encoded opaque image's pixels as a decoder gives them: RGB, three bytes a pixel. */
export async function decodeRgb(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await sharp(bytes).removeAlpha().raw().toBuffer());
}

/**
 * Rasterises an SVG at its own width and height. `opaque` drops the alpha channel for pictures that cover
 * their whole area, which keeps the files smaller and tells the browser nothing shows through.
 */
export async function rasteriseSvg(svg: string, opaque: boolean): Promise<RawImage> {
  let pipeline: ReturnType<typeof sharp> = sharp(Buffer.from(svg));
  if (opaque) pipeline = pipeline.removeAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    channels: info.channels === 3 ? 3 : 4,
  };
}

/**
 * Adds ±1 level of seeded triangular noise. Eight-bit gradients on near-black backgrounds show contour bands;
 * a least-significant-bit dither hides them at no visible cost.
 */
export function dither(image: RawImage, seed: number, amount = 1): RawImage {
  const out = new Uint8Array(image.pixels);
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const colourChannels = 3;
  for (let i = 0; i < out.length; i += image.channels) {
    const n = Math.round((next() - next()) * amount * 1.5);
    for (let c = 0; c < colourChannels; c++) {
      const v = (out[i + c] ?? 0) + n;
      out[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return { ...image, pixels: out };
}
