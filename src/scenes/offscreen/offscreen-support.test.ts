import { describe, expect, it } from 'vitest';
import { canDrawInWorker } from './offscreen-support.ts';

class Canvas {
  transferControlToOffscreen() {}
}
class OldCanvas {}
class Worker {}

describe('whether the stage draws in a worker', () => {
  const here = { Worker, HTMLCanvasElement: Canvas, location: { search: '' } };

  it('does where a canvas hands over its drawing and a worker got a WebGL context', () => {
    expect(canDrawInWorker(true, here)).toBe(true);
  });

  it("does not where the warm-up's worker got no context, a canvas cannot hand over, or there are no workers", () => {
    expect(canDrawInWorker(false, here)).toBe(false);
    expect(canDrawInWorker(true, { ...here, HTMLCanvasElement: OldCanvas })).toBe(false);
    expect(canDrawInWorker(true, { ...here, Worker: undefined })).toBe(false);
  });

  it('does not when a tester asks for the page-thread stage (?stage=page)', () => {
    expect(canDrawInWorker(true, { ...here, location: { search: '?stage=page' } })).toBe(false);
    expect(canDrawInWorker(true, { ...here, location: { search: '?stage=worker' } })).toBe(true);
  });
});
