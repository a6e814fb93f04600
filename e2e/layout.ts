import type { Page } from '@playwright/test';

/**
 * What a visitor would see as broken layout, measured in the page: the document wider than the window (a phone
 * then scrolls sideways), and a line of text drawn over another line of text.
 */
export interface LayoutReport {
  /** The document's width and the window's, in CSS pixels: equal when nothing overflows. */
  documentWidth: number;
  viewportWidth: number;
  /** The elements wider than the window that stick out past its edge, as `tag.class` (empty when none do). */
  wide: string[];
  /** Each pair of visible text lines that overlap, quoted. */
  overlaps: string[];
  /** Each visible text line drawn over one of the given 3D devices, quoted, with the device's name. */
  overDevices: string[];
}

/** A 3D device's box on screen (CSS pixels of the window), from the home's test hook. */
export interface DeviceBox {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Measures the page as it stands. A line of text counts when its element is visible and on top where the line is
 * (text under a modal's backdrop is hidden, not overlapped); two lines that cross count unless the one on top
 * stands on a background that hides the other. Lines are compared by their glyphs' middle band: a
 * font's line box is taller than its letters, and tight headings let line boxes touch without any letter
 * touching another.
 */
export function layoutReport(page: Page, devices: readonly DeviceBox[] = []): Promise<LayoutReport> {
  return page.evaluate(measureLayout, devices);
}

/**
 * `layoutReport`'s measure, run in the page: it names nothing from outside its body, so every engine's driver
 * runs it as it is (e2e/engines.spec.ts).
 */
export function measureLayout(devices: readonly DeviceBox[]): LayoutReport {
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const documentWidth = root.scrollWidth;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
  const wide: string[] = [];
  if (documentWidth > viewportWidth)
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > viewportWidth + 1 || r.left < -1)) wide.push(describe(el));
      if (wide.length >= 8) break;
    }

  // Hit testing skips elements that take no pointer events (floating labels, HUDs): for this measure, all do.
  // A constructed sheet: the site's Content-Security-Policy refuses inline <style> elements, not the CSSOM.
  const hitAll = new CSSStyleSheet();
  hitAll.replaceSync('* { pointer-events: auto !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, hitAll];
  try {
    interface Line {
      node: Text;
      el: Element;
      text: string;
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    /** The part of a box inside every ancestor that clips its overflow; null when nothing of it is left. */
    const clipped = (el: Element, box: DOMRect) => {
      let { left, right, top, bottom } = box;
      for (let a: Element | null = el; a && a !== root; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
        if (right - left < 2 || bottom - top < 2) return null;
      }
      return { left, right, top, bottom };
    };
    const inView = (x: number, y: number) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    /** Whether `top`, or a box around it that `under` is not inside, hides what lies beneath. */
    /** Whether an element's own background hides what lies beneath it. */
    const hiding = (e: Element) => {
      const s = getComputedStyle(e);
      const alpha = /rgba?\(([^)]+)\)/.exec(s.backgroundColor)?.[1]?.split(/[ ,/]+/)[3];
      const opaque = s.backgroundColor !== 'transparent' && (alpha === undefined || Number(alpha) >= 0.85);
      return opaque || s.backgroundImage !== 'none' || s.backdropFilter !== 'none';
    };
    const hides = (top: Element, under: Element) => {
      for (let e: Element | null = top; e && !e.contains(under); e = e.parentElement)
        if (hiding(e)) return true;
      return false;
    };
    /** Whether a line stands on a card, a panel or a dialog of its own, which the 3D stage is drawn behind. */
    const onCard = (el: Element) => {
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement)
        if (hiding(e)) return true;
      return false;
    };
    /** Whether a line's element is seen at a point: on top there, or under something that does not hide it. */
    const seen = (el: Element, x: number, y: number) => {
      if (!inView(x, y)) return true;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el.contains(hit) || !hides(hit, el));
    };
    const lines: Line[] = [];
    // Under a modal dialog the page is inert and blurred behind its backdrop, and may be scrolled out of the
    // window where no hit test reaches: only the top dialog's text is read then.
    const modals = [...document.querySelectorAll('dialog[open]')].filter((d) => d.matches(':modal'));
    const walker = document.createTreeWalker(modals.at(-1) ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        // Visually hidden text (screen readers only) is clipped to a pixel.
        if (rect.width < 2 || rect.height < 2) continue;
        const box = clipped(el, rect);
        if (!box) continue;
        const band = (box.bottom - box.top) * 0.2;
        const line = {
          node,
          el,
          text,
          left: box.left + 1,
          right: box.right - 1,
          top: box.top + band,
          bottom: box.bottom - band,
        };
        if (seen(el, (line.left + line.right) / 2, (line.top + line.bottom) / 2)) lines.push(line);
      }
    }
    const overlaps: string[] = [];
    const quote = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);
    for (let i = 0; i < lines.length; i++)
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.node === b.node) continue;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w <= 1 || h <= 1) continue;
        // Where they cross, the line on top may stand on a background that hides the other (a fixed header
        // over the scrolled page, a card over the page behind it).
        const x = Math.max(a.left, b.left) + w / 2;
        const y = Math.max(a.top, b.top) + h / 2;
        if (!seen(a.el, x, y) || !seen(b.el, x, y)) continue;
        const pair = `${quote(a.text)} × ${quote(b.text)}`;
        if (!overlaps.includes(pair)) overlaps.push(pair);
      }
    // A device's box is drawn round its projected bounding box, looser than the device itself (a turned
    // keyboard's box has empty corners): a line counts over it when it enters the box's middle, a tenth in from
    // each side. Text on a card or in a dialog stands on its own background, not on the device.
    const overDevices: string[] = [];
    for (const device of devices) {
      const inX = (device.right - device.left) / 10;
      const inY = (device.bottom - device.top) / 10;
      for (const line of lines) {
        if (onCard(line.el)) continue;
        const w = Math.min(line.right, device.right - inX) - Math.max(line.left, device.left + inX);
        const h = Math.min(line.bottom, device.bottom - inY) - Math.max(line.top, device.top + inY);
        const entry = `${quote(line.text)} over the ${device.name}`;
        if (w > 1 && h > 1 && !overDevices.includes(entry)) overDevices.push(entry);
      }
    }
    return { documentWidth, viewportWidth, wide, overlaps, overDevices };
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hitAll);
  }
}

/**
 * The home's 3D devices shown on screen now, and the floating taglines of the chosen one, from the test build's
 * `window.__home`; none on other pages. The totem is furniture: text may pass over its plinth, not over a device
 * or over the device's own lines.
 */
export function deviceBoxes(page: Page): Promise<DeviceBox[]> {
  return page.evaluate(homeDeviceBoxes, null);
}

/** `deviceBoxes`'s reading, run in the page (as `measureLayout`). */
export function homeDeviceBoxes(): DeviceBox[] {
  type Rect = { left: number; top: number; right: number; bottom: number };
  type Hook = { rect(id: string): Rect | null; taglineRect(id: string): Rect | null };
  const home = (window as unknown as { __home?: Hook }).__home;
  const canvas = document.getElementById('stage-canvas')?.getBoundingClientRect();
  if (!home || !canvas) return [];
  const onPage = (name: string, rect: Rect | null) =>
    rect
      ? [
          {
            name,
            left: rect.left + canvas.left,
            top: rect.top + canvas.top,
            right: rect.right + canvas.left,
            bottom: rect.bottom + canvas.top,
          },
        ]
      : [];
  return ['mouse', 'headset', 'keyboard'].flatMap((id) => [
    ...onPage(id, home.rect(id)),
    ...onPage(`${id}'s taglines`, home.taglineRect(id)),
  ]);
}

/**
 * Whether every finite animation and transition has ended and the home's 3D holds its pose, drawn at the window's
 * size (its boxes are measured). Run in the page, as `measureLayout`.
 */
export function atRest(): boolean {
  return (
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity) &&
    ((window as unknown as { __home?: { still(): boolean } }).__home?.still() ?? true)
  );
}

/**
 * Waits until the page has drawn its new size and every finite animation and transition has ended (a modal's
 * entrance, a panel's fade, the home's camera): what is measured then is what stays on screen.
 */
export async function settled(page: Page): Promise<void> {
  // The window's new size reaches the page a moment after setViewportSize answers: until then the page (and the
  // stage's worker, which hears of it from the page) still measures the old one.
  const size = page.viewportSize();
  if (size)
    await page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, size);
  // Checked once per frame, and answered there: a function that returns a promise is taken as true at once (the
  // promise is the value Playwright sees), which let the home's boxes be measured before its 3D had caught up.
  const calm = atRest;
  await page.waitForFunction(calm, undefined, { polling: 'raf' });
  // And still so a frame later: a pose reached in one frame can be left in the next (a tween starting).
  await page.waitForFunction(() =>
    new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(() => true),
  );
  await page.waitForFunction(calm, undefined, { polling: 'raf' });
}
