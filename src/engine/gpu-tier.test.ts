import { describe, expect, it } from 'vitest';
import {
  classifyRenderer,
  detectGpuTier,
  readRendererString,
  tierFromBenchmark,
  tierOverride,
  type GpuTier,
} from './gpu-tier.ts';

describe('classifying the WebGL renderer string', () => {
  const table: [string, GpuTier | null][] = [
    // software
    ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', 0],
    ['Google SwiftShader', 0],
    ['llvmpipe (LLVM 15.0.6, 256 bits)', 0],
    ['ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)', 0],
    ['Apple Software Renderer', 0],
    ['softpipe', 0],
    // NVIDIA
    ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3070 Direct3D11 vs_5_0 ps_5_0, D3D11)', 3],
    ['NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2', 3],
    ['ANGLE (NVIDIA, NVIDIA GeForce GTX 970 Direct3D11 vs_5_0 ps_5_0, D3D11)', 3],
    ['NVIDIA GeForce RTX 4090 Laptop GPU/PCIe/SSE2', 3],
    ['ANGLE (NVIDIA, NVIDIA RTX A4000 Direct3D11 vs_5_0 ps_5_0, D3D11)', 3],
    ['Quadro P2000/PCIe/SSE2', 3],
    ['NVIDIA GeForce GTX 480/PCIe/SSE2', null],
    ['ANGLE (NVIDIA, NVIDIA GeForce MX150 Direct3D11 vs_5_0 ps_5_0, D3D11)', null],
    // AMD
    ['ANGLE (AMD, AMD Radeon RX 6800 XT Direct3D11 vs_5_0 ps_5_0, D3D11)', 3],
    ['AMD Radeon RX 580 Series (polaris10, LLVM 15.0.7, DRM 3.49, 6.1.0)', 3],
    ['AMD Radeon Pro 5500M OpenGL Engine', 3],
    ['ANGLE (AMD, AMD Radeon(TM) Graphics Direct3D11 vs_5_0 ps_5_0, D3D11)', 2],
    ['ANGLE (AMD, AMD Radeon(TM) RX Vega 10 Graphics Direct3D11 vs_5_0 ps_5_0, D3D11)', 2],
    ['AMD Radeon 780M Graphics', 2],
    ['AMD Radeon HD 5450', null],
    // Intel
    ['Intel(R) UHD Graphics 620', 2],
    ['ANGLE (Intel, Intel(R) HD Graphics 4000 Direct3D11 vs_5_0 ps_5_0, D3D11)', 2],
    ['Mesa DRI Intel(R) HD Graphics 520 (Skylake GT2)', 2],
    ['Intel Iris OpenGL Engine', 2],
    ['Intel(R) Iris(TM) Plus Graphics 640', 2],
    ['Mesa Intel(R) Xe Graphics (TGL GT2)', 3],
    ['ANGLE (Intel, Intel(R) Iris(R) Xe Graphics Direct3D11 vs_5_0 ps_5_0, D3D11)', 3],
    ['ANGLE (Intel, Intel(R) Arc(TM) A770 Graphics Direct3D11 vs_5_0 ps_5_0, D3D11)', 3],
    // Apple
    ['Apple GPU', null],
    ['ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)', 3],
    ['Apple M2 Pro', 3],
    ['Apple A15 GPU', 3],
    ['Apple A13 GPU', 3],
    ['Apple A12 GPU', 2],
    ['Apple A9 GPU', 2],
    ['Apple A8 GPU', 1],
    // Qualcomm
    ['Adreno (TM) 640', 2],
    ['Adreno (TM) 506', 2],
    ['ANGLE (Qualcomm, Adreno (TM) 740, OpenGL ES 3.2)', 3],
    ['Adreno (TM) 830', 3],
    ['Adreno (TM) 418', 1],
    ['Adreno (TM) 306', 1],
    // Arm
    ['Mali-G78', 2],
    ['Mali-G78 MC14', 2],
    ['Mali-G57 MC2', 2],
    ['Mali-G52 MC2', 2],
    ['Mali-G610 MC6', 2],
    ['Mali-G710 MC10', 3],
    ['Immortalis-G720 MC12', 3],
    ['Mali-G31 MP2', 1],
    ['Mali-T860 MP2', 1],
    ['Mali-T628', 1],
    ['Mali-400 MP', 1],
    // Imagination
    ['PowerVR SGX 544MP', 1],
    ['PowerVR Rogue GE8320', 1],
    // masked or unknown
    ['WebKit WebGL', null],
    ['Mozilla', null],
    ['', null],
  ];

  it.each(table)('%s → %s', (renderer, tier) => {
    const found = classifyRenderer(renderer);
    expect(found?.tier ?? null).toBe(tier);
    if (found) expect(found.reason).toMatch(/\S: \S/);
  });

  it('consults the vendor only to recognise a software renderer', () => {
    expect(classifyRenderer('Unknown Device', 'Google SwiftShader')).toMatchObject({ tier: 0 });
    expect(classifyRenderer('Unknown Device', 'NVIDIA Corporation')).toBeNull();
    expect(classifyRenderer('Adreno (TM) 640', 'Qualcomm')).toMatchObject({ tier: 2 });
  });
});

describe('detecting the tier', () => {
  const never = () => {
    throw new Error('the benchmark must not run when the renderer is known');
  };

  it('trusts a known renderer and never runs the benchmark then', () => {
    expect(detectGpuTier({ renderer: 'Adreno (TM) 740', benchmark: never, mobile: true })).toMatchObject({
      tier: 3,
      source: 'renderer',
    });
    expect(detectGpuTier({ renderer: 'llvmpipe (LLVM 15.0.6, 256 bits)', mobile: false })).toMatchObject({
      tier: 0,
      source: 'renderer',
    });
  });

  it('maps the benchmark to a tier when the renderer is unknown: < 4 ms → 3, < 10 → 2, < 25 → 1, else 0', () => {
    const cases: [number, GpuTier][] = [
      [0, 3],
      [3.9, 3],
      [4, 2],
      [9.99, 2],
      [10, 1],
      [24.9, 1],
      [25, 0],
      [200, 0],
    ];
    for (const [ms, tier] of cases) {
      expect(tierFromBenchmark(ms)).toBe(tier);
      expect(detectGpuTier({ renderer: 'Apple GPU', benchmark: () => ms, mobile: false })).toMatchObject({
        tier,
        source: 'benchmark',
      });
    }
    expect(detectGpuTier({ benchmark: () => 7, mobile: true })).toMatchObject({
      tier: 2,
      source: 'benchmark',
    });
  });

  it('falls back to 2, or 1 on mobile, with neither or with a benchmark that fails', () => {
    expect(detectGpuTier({ mobile: false })).toMatchObject({ tier: 2, source: 'default' });
    expect(detectGpuTier({ mobile: true })).toMatchObject({ tier: 1, source: 'default' });
    expect(detectGpuTier({ renderer: 'Apple GPU', mobile: true })).toMatchObject({
      tier: 1,
      source: 'default',
    });
    expect(detectGpuTier({ benchmark: () => Number.NaN, mobile: false })).toMatchObject({
      source: 'default',
    });
    expect(detectGpuTier({ benchmark: () => -1, mobile: false })).toMatchObject({ source: 'default' });
    expect(detectGpuTier({ benchmark: never, mobile: true })).toMatchObject({ tier: 1, source: 'default' });
  });

  it('lets a tester override win over everything', () => {
    expect(
      detectGpuTier({ override: 0, renderer: 'NVIDIA GeForce RTX 4090', benchmark: never, mobile: false }),
    ).toMatchObject({ tier: 0, source: 'override' });
    expect(detectGpuTier({ override: null, mobile: false })).toMatchObject({ tier: 2, source: 'default' });
  });
});

describe('the ?gpu-tier= override', () => {
  it.each([
    ['?gpu-tier=0', 0],
    ['?gpu-tier=3', 3],
    ['gpu-tier=2', 2],
    ['?lang=fr&gpu-tier=1', 1],
    ['', null],
    ['?gpu-tier=4', null],
    ['?gpu-tier=-1', null],
    ['?gpu-tier=2.5', null],
    ['?gpu-tier=high', null],
    ['?gpu-tier=', null],
  ] as const)('%s → %s', (search, tier) => {
    expect(tierOverride(search)).toBe(tier);
  });
});

describe('reading the renderer string', () => {
  const RENDERER = 0x1f01;
  const UNMASKED_RENDERER_WEBGL = 0x9246;

  function fakeGl(renderer: string, unmasked: string | null) {
    const calls = { lost: 0, debugAsked: 0 };
    const gl = {
      RENDERER,
      getParameter: (p: number) =>
        p === RENDERER ? renderer : p === UNMASKED_RENDERER_WEBGL ? unmasked : null,
      getExtension: (name: string) => {
        if (name === 'WEBGL_debug_renderer_info') {
          calls.debugAsked += 1;
          return unmasked === null ? null : { UNMASKED_RENDERER_WEBGL };
        }
        if (name === 'WEBGL_lose_context') return { loseContext: () => (calls.lost += 1) };
        return null;
      },
    };
    return { gl: gl as unknown as WebGLRenderingContext, calls };
  }

  const canvasWith = (gl: WebGLRenderingContext | null, webgl2 = true) =>
    ({
      getContext: (kind: string) => (kind === 'webgl2' ? (webgl2 ? gl : null) : gl),
    }) as unknown as HTMLCanvasElement;

  it('reads the unmasked name when RENDERER is masked (Chrome, Safari)', () => {
    const { gl, calls } = fakeGl('WebKit WebGL', 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3070 Direct3D11)');
    expect(readRendererString(canvasWith(gl))).toBe('ANGLE (NVIDIA, NVIDIA GeForce RTX 3070 Direct3D11)');
    expect(calls.debugAsked).toBe(1);
  });

  it('takes RENDERER as it is when the browser gives the real name (Firefox), without the deprecated extension', () => {
    const { gl, calls } = fakeGl('Intel(R) UHD Graphics 620', 'ignored');
    expect(readRendererString(canvasWith(gl, false))).toBe('Intel(R) UHD Graphics 620');
    expect(calls.debugAsked).toBe(0);
  });

  it('falls back to RENDERER without the extension', () => {
    const { gl } = fakeGl('WebKit WebGL', null);
    expect(readRendererString(gl)).toBe('WebKit WebGL');
  });

  it('leaves a context it was given alive', () => {
    const { gl, calls } = fakeGl('WebKit WebGL', 'Apple GPU');
    expect(readRendererString(gl)).toBe('Apple GPU');
    expect(readRendererString(canvasWith(gl))).toBe('Apple GPU');
    expect(calls.lost).toBe(0);
  });

  it('loses the context it made itself', () => {
    const { gl, calls } = fakeGl('WebKit WebGL', 'Apple GPU');
    const realDocument = globalThis.document;
    globalThis.document = { createElement: () => canvasWith(gl) } as unknown as Document;
    try {
      expect(readRendererString()).toBe('Apple GPU');
      expect(calls.lost).toBe(1);
    } finally {
      globalThis.document = realDocument;
    }
  });

  it('returns undefined without WebGL, without a DOM, or when WebGL throws', () => {
    expect(readRendererString(canvasWith(null))).toBeUndefined();
    expect(globalThis.document).toBeUndefined();
    expect(readRendererString()).toBeUndefined();
    const throwing = {
      getContext: () => {
        throw new Error('blocked');
      },
    } as unknown as HTMLCanvasElement;
    expect(readRendererString(throwing)).toBeUndefined();
  });
});
