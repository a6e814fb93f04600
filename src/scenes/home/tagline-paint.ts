/**
 * Paints a device's tagline lines on its texture's 2D context: right-aligned and right to left on rtl pages, in
 * the device's colour with a glow of it. It names nothing from outside its own body, so the cross-engine test
 * runs this very function in each browser (e2e/engines.spec.ts).
 *
 * The glow is the shadow of the lines' picture (drawImage), not of the text: Firefox drops a run of a
 * bidirectional line it draws with a shadow ("74 غرامًا" came out as "غرامًا"); Chromium and WebKit drew it whole
 * either way.
 */
export function paintTaglineLines(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  lines: readonly string[],
  rtl: boolean,
  colour: string,
): void {
  const { width, height } = ctx.canvas;
  const margin = 12;
  const firstBaseline = 64;
  const lineHeight = 72;
  const picture =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const text = picture.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  text.direction = rtl ? 'rtl' : 'ltr';
  text.textAlign = rtl ? 'right' : 'left';
  text.font = '800 44px system-ui, sans-serif';
  text.fillStyle = colour;
  const x = rtl ? width - margin : margin;
  lines.forEach((line, i) => text.fillText(line, x, firstBaseline + i * lineHeight, width - 2 * margin));
  ctx.clearRect(0, 0, width, height);
  ctx.save();
  ctx.shadowColor = colour;
  ctx.shadowBlur = 12;
  ctx.drawImage(picture, 0, 0);
  ctx.restore();
}
