import { describe, expect, it } from 'vitest';
import { canvasMultisampling } from './canvas-multisampling.ts';

describe('the stage canvas’s multisampling', () => {
  it('is on for every GPU, and for a renderer that cannot be named', () => {
    expect(
      canvasMultisampling('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', ''),
    ).toBe(true);
    expect(canvasMultisampling('Apple GPU', '')).toBe(true);
    expect(canvasMultisampling('Mali-G57', '')).toBe(true);
    expect(canvasMultisampling(undefined, '')).toBe(true);
  });

  it('is off for a software renderer, which draws every sample on the CPU', () => {
    expect(
      canvasMultisampling(
        'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
        '',
      ),
    ).toBe(false);
    expect(canvasMultisampling('llvmpipe (LLVM 15.0.6, 256 bits)', '')).toBe(false);
    expect(canvasMultisampling('Microsoft Basic Render Driver', '')).toBe(false);
  });

  it('follows a tester’s forced tier', () => {
    expect(canvasMultisampling('llvmpipe (LLVM 15.0.6, 256 bits)', '?gpu-tier=3')).toBe(true);
    expect(canvasMultisampling('Apple GPU', '?gpu-tier=0')).toBe(false);
    expect(canvasMultisampling('Apple GPU', '?gpu-tier=9')).toBe(true);
  });
});
