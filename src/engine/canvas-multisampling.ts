import { classifyRenderer, tierOverride, type GpuTier } from './gpu-tier.ts';

/**
 * Whether the stage's canvas is made with multisampling (WebGL's `antialias`), decided before its engine starts,
 * since a context's attributes are fixed when it is made. Every GPU gets it; a software renderer (tier 0:
 * SwiftShader, llvmpipe, Microsoft's Basic Render Driver) does not: there every sample is drawn by the CPU, and
 * home's frame took 28 ms with it against 18.5 ms without (SwiftShader, 683×384 pixels), time the visitor's page
 * shares (docs/decisions.md, "No multisampling on a software renderer"). A tester's `?gpu-tier=N` decides as
 * that tier would.
 */
export function canvasMultisampling(renderer: string | undefined, search: string): boolean {
  const forced: GpuTier | null = tierOverride(search);
  if (forced !== null) return forced > 0;
  if (!renderer) return true;
  return classifyRenderer(renderer)?.tier !== 0;
}
