/**
 * GPU tier 0..3 (spec §3 client state `gpuTier`, spec §9 graphics tiers), found without any outside request:
 * the site loads nothing from other hosts, so there is no benchmark database to download. In order:
 *
 * 1. the renderer string WebGL reports, matched against the short table below;
 * 2. when the table does not know it, a short synthetic draw timed by the caller (`benchmark`);
 * 3. with neither, a default: 2, or 1 on mobile.
 *
 * Testers force a tier with `?gpu-tier=N` (see `tierOverride`).
 */
export type GpuTier = 0 | 1 | 2 | 3;

export interface RendererClass {
  tier: GpuTier;
  /** For logs and the debug panel, never shown to players. */
  reason: string;
}

interface RendererRule {
  pattern: RegExp;
  tier: GpuTier;
  family: string;
}

/**
 * First match wins, so the software rules come first (an ANGLE string naming SwiftShader also names Vulkan and
 * Google) and each family's newer entries come before its catch-all. Deliberately short: a GPU that matches
 * nothing is not guessed at, the benchmark measures it instead. Examples of what each rule is for:
 *
 * - tier 0: "Google SwiftShader", "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) …), SwiftShader
 *   driver)", "llvmpipe (LLVM 15.0.6, 256 bits)", Mesa softpipe / lavapipe, "Microsoft Basic Render Driver",
 *   "Apple Software Renderer".
 * - Apple: "ANGLE Metal Renderer: Apple M1 Pro" (every M chip) and A13 or newer → 3; A9–A12 → 2; A5–A8 → 1.
 *   Safari says only "Apple GPU" for every Apple chip, which the table cannot place: it goes to the benchmark.
 * - Qualcomm Adreno by its first digit: 7xx and newer → 3, 5xx–6xx → 2, 2xx–4xx → 1.
 * - Arm Mali: Immortalis and three-digit G7xx+ (G710, G715, G720, G925) → 3; G5x, G6x, G7x (G52, G57, G68,
 *   G76, G78) and G510/G610/G615 → 2; G31/G310, every Mali-T (T6xx–T8xx) and Mali-4xx → 1.
 * - Imagination PowerVR SGX and Rogue GE (budget phones and tablets) → 1.
 * - Intel: Iris Xe, "Xe Graphics" (Mesa: "Mesa Intel(R) Xe Graphics (TGL GT2)") and Arc → 3; HD, UHD and older
 *   Iris (Plus, Pro) → 2.
 * - NVIDIA: GeForce RTX, GeForce GTX 600 and newer, Quadro P/T/RTX, RTX Axxxx → 3. Older GTX, GT and MX parts
 *   go to the benchmark.
 * - AMD: Radeon RX with a model number (RX 460 … RX 7900) and Radeon Pro → 3; the integrated "Radeon(TM)
 *   Graphics", "Radeon Vega" / "RX Vega 10 Graphics" and "Radeon 780M" → 2.
 */
const SOFTWARE: RendererRule = {
  pattern:
    /swiftshader|llvmpipe|softpipe|lavapipe|microsoft basic render|software (?:rasterizer|renderer)|mesa offscreen/i,
  tier: 0,
  family: 'software renderer',
};

const RENDERER_TABLE: readonly RendererRule[] = [
  SOFTWARE,
  { pattern: /\bapple m\d/i, tier: 3, family: 'Apple silicon (M series)' },
  { pattern: /\bapple a(?:1[3-9]|[2-9]\d)\b/i, tier: 3, family: 'Apple A13 or newer' },
  { pattern: /\bapple a(?:9|1[0-2])\b/i, tier: 2, family: 'Apple A9–A12' },
  { pattern: /\bapple a[5-8]\b/i, tier: 1, family: 'Apple A5–A8' },
  { pattern: /adreno\D*[7-9]\d\d\b/i, tier: 3, family: 'Adreno 7xx or newer' },
  { pattern: /adreno\D*[56]\d\d\b/i, tier: 2, family: 'Adreno 5xx–6xx' },
  { pattern: /adreno\D*[2-4]\d\d\b/i, tier: 1, family: 'Adreno 2xx–4xx' },
  { pattern: /immortalis|mali-g[7-9]\d\d\b/i, tier: 3, family: 'Mali-G7xx or newer' },
  { pattern: /mali-g(?:[5-7]\d|[56]\d\d)\b/i, tier: 2, family: 'Mali-G5x–G7x' },
  { pattern: /mali-(?:g3\d\d?|t\d{3}|[2-4]\d\d)\b/i, tier: 1, family: 'old or entry Mali' },
  { pattern: /powervr\W*(?:sgx|rogue)/i, tier: 1, family: 'PowerVR SGX or Rogue' },
  { pattern: /intel.*\b(?:arc|xe)\b/i, tier: 3, family: 'Intel Xe or Arc' },
  { pattern: /intel.*\b(?:iris|u?hd graphics)/i, tier: 2, family: 'Intel HD, UHD or Iris' },
  {
    pattern: /geforce\W+(?:rtx|gtx\W*(?:[6-9]\d\d|1\d{3})\b)|quadro\W+(?:rtx|[pt]\d)|\brtx\W+a\d{3,4}/i,
    tier: 3,
    family: 'NVIDIA GeForce GTX/RTX',
  },
  {
    pattern: /radeon\W*(?:\(tm\)\W*)?(?:rx\W*\d{3,4}|pro)\b/i,
    tier: 3,
    family: 'AMD Radeon RX or Pro',
  },
  {
    pattern: /radeon\W*(?:\(tm\)\W*)?(?:graphics|(?:rx\W*)?vega|\d{3}m\b)/i,
    tier: 2,
    family: 'AMD Radeon integrated',
  },
];

/**
 * The tier of a GPU from its WebGL renderer string (`UNMASKED_RENDERER_WEBGL`, or `RENDERER` where the browser
 * gives the real name there), or null when the table does not know it. `vendor` (`UNMASKED_VENDOR_WEBGL`) is
 * only consulted for the software renderers, whose vendor sometimes names them when the renderer does not.
 */
export function classifyRenderer(renderer: string, vendor?: string): RendererClass | null {
  for (const rule of RENDERER_TABLE) {
    const match = rule.pattern.exec(renderer);
    if (match) return { tier: rule.tier, reason: `${rule.family}: ${match[0]}` };
  }
  const vendorMatch = vendor ? SOFTWARE.pattern.exec(vendor) : null;
  return vendorMatch ? { tier: 0, reason: `${SOFTWARE.family} (vendor): ${vendorMatch[0]}` } : null;
}

/**
 * Milliseconds per frame of the caller's synthetic draw → tier. The thresholds assume a draw sized so that a
 * discrete GPU finishes it in a few milliseconds: under 4 ms → 3, under 10 → 2, under 25 → 1, else 0.
 */
export const BENCHMARK_THRESHOLDS_MS: readonly { below: number; tier: GpuTier }[] = [
  { below: 4, tier: 3 },
  { below: 10, tier: 2 },
  { below: 25, tier: 1 },
];

export function tierFromBenchmark(msPerFrame: number): GpuTier {
  for (const { below, tier } of BENCHMARK_THRESHOLDS_MS) if (msPerFrame < below) return tier;
  return 0;
}

/** The tier when nothing is known: the spec's desktop default, one lower on mobile. */
export const DEFAULT_TIER: GpuTier = 2;
export const DEFAULT_TIER_MOBILE: GpuTier = 1;

export interface DetectGpuTierOptions {
  renderer?: string;
  vendor?: string;
  /** Runs a short synthetic draw and returns its milliseconds per frame; only called when the renderer is unknown. */
  benchmark?: () => number;
  mobile: boolean;
  /** A tester's forced tier (`tierOverride(location.search)`); wins over everything when not null. */
  override?: GpuTier | null;
}

export interface GpuTierResult {
  tier: GpuTier;
  source: 'override' | 'renderer' | 'benchmark' | 'default';
  reason: string;
}

export function detectGpuTier(options: DetectGpuTierOptions): GpuTierResult {
  if (options.override != null) {
    return {
      tier: options.override,
      source: 'override',
      reason: `forced with ?gpu-tier=${options.override}`,
    };
  }
  const known = options.renderer ? classifyRenderer(options.renderer, options.vendor) : null;
  if (known) return { ...known, source: 'renderer' };
  if (options.benchmark) {
    let ms = Number.NaN;
    try {
      ms = options.benchmark();
    } catch {
      // A draw that fails to run tells nothing about speed: fall through to the default.
    }
    if (Number.isFinite(ms) && ms >= 0) {
      return { tier: tierFromBenchmark(ms), source: 'benchmark', reason: `${ms.toFixed(1)} ms per frame` };
    }
  }
  const tier = options.mobile ? DEFAULT_TIER_MOBILE : DEFAULT_TIER;
  return { tier, source: 'default', reason: options.mobile ? 'unknown GPU on mobile' : 'unknown GPU' };
}

type GL = WebGLRenderingContext | WebGL2RenderingContext;

/** What `RENDERER` says when the browser masks it: the real name then needs the debug extension. */
const MASKED_RENDERER = /^(?:webkit webgl|mozilla|)$/i;

function isGl(value: unknown): value is GL {
  return typeof value === 'object' && value !== null && 'getParameter' in value && 'getExtension' in value;
}

/**
 * The GPU's name as WebGL reports it, or undefined without WebGL. Reads `RENDERER` first (Firefox gives the
 * real, sanitised name there and warns that the debug extension is deprecated) and the extension's
 * `UNMASKED_RENDERER_WEBGL` only when `RENDERER` is the masked "WebKit WebGL" (Chrome, Safari).
 *
 * Without an argument it makes a throwaway canvas and context and loses that context afterwards
 * (`WEBGL_lose_context`), so the browser's context budget is not spent. Given the engine's canvas or context,
 * it reads that one and leaves it alive: losing the context Babylon draws with would blank the scene. (A canvas
 * with no context yet would get one with default attributes, which Babylon would then inherit: pass a canvas
 * only once the engine owns it.)
 */
export function readRendererString(source?: HTMLCanvasElement | GL): string | undefined {
  let gl: GL | null = null;
  const owned = source === undefined;
  try {
    if (isGl(source)) gl = source;
    else {
      const canvas =
        source ?? (typeof document === 'undefined' ? undefined : document.createElement('canvas'));
      if (!canvas || typeof canvas.getContext !== 'function') return undefined;
      gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    }
    if (!gl) return undefined;
    const plain = gl.getParameter(gl.RENDERER) as unknown;
    const plainName = typeof plain === 'string' ? plain.trim() : '';
    if (!MASKED_RENDERER.test(plainName)) return plainName;
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const unmasked = debug ? (gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) as unknown) : undefined;
    if (typeof unmasked === 'string' && unmasked.trim()) return unmasked.trim();
    return plainName || undefined;
  } catch {
    return undefined;
  } finally {
    if (owned && gl) {
      try {
        gl.getExtension('WEBGL_lose_context')?.loseContext();
      } catch {
        // Nothing to free if the context is already gone.
      }
    }
  }
}

/** `?gpu-tier=N` (N from 0 to 3) for testers; anything else is no override. */
export function tierOverride(search: string): GpuTier | null {
  const value = new URLSearchParams(search).get('gpu-tier');
  if (value === null || !/^[0-3]$/.test(value.trim())) return null;
  return Number(value.trim()) as GpuTier;
}
