import { createHash } from 'node:crypto';
import { AFTER_FIRST_PAINT_ID, EARLY_CONSENT_BANNER_ID } from '../api/first-paint-ids.ts';

/**
 * The two small scripts a page's HTML carries inline, before any file of the site's own has arrived. The
 * Content-Security-Policy admits each by its hash (`cspHash`), never inline script in general.
 */

/**
 * Starts the 3D's downloads when the browser reports its first contentful paint (Paint Timing), which comes when
 * the frame was presented: the page's text never shares the link with them, and on a slow network they still
 * start long before the page's script, which would have to arrive and run first. Where the browser has no paint
 * entries, the frame after the next one stands in. src/boot/first-paint.ts holds the page's own 3D to the same
 * signal.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function () {
  var hints = document.getElementById('${AFTER_FIRST_PAINT_ID}');
  if (!hints) return;
  var done = false;
  function start() {
    if (done) return;
    done = true;
    document.head.appendChild(hints.content);
  }
  var P = window.PerformanceObserver;
  if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
    var observer = new P(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
})();`;

/**
 * A press on the HTML's cookie banner before the site's script has started is kept, not lost: the choice is
 * written on the banner (`data-chosen`) for the page to act on once it runs (src/ui/consent/early-consent.ts),
 * and "Accept all" and "Reject all" hide the banner at once, as the page's own banner does (through its style: the
 * `hidden` attribute loses to the banner's `display: flex`).
 */
export const EARLY_CONSENT_SCRIPT = `(function () {
  document.addEventListener('click', function (event) {
    var banner = document.getElementById('${EARLY_CONSENT_BANNER_ID}');
    var target = event.target;
    if (!banner || !(target instanceof Element)) return;
    var button = target.closest('[data-consent]');
    if (!button || !banner.contains(button)) return;
    var choice = button.getAttribute('data-consent');
    banner.setAttribute('data-chosen', choice);
    if (choice !== 'consent.open') banner.style.display = 'none';
  });
})();`;

/** A CSP source admitting exactly this inline script or style. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of the inline scripts above, for the policy's script-src. */
export const FIRST_PAINT_SCRIPT_HASHES = [AFTER_FIRST_PAINT_SCRIPT, EARLY_CONSENT_SCRIPT].map(cspHash);

/** The tags that start `links` (preload tags) after the first contentful paint; '' when there are none. */
export function afterFirstPaintHtml(links: string): string {
  if (!links) return '';
  return `<template id="${AFTER_FIRST_PAINT_ID}">\n    ${links}\n    </template>\n    <script>${AFTER_FIRST_PAINT_SCRIPT}</script>`;
}

export const earlyConsentScriptTag = (): string => `<script>${EARLY_CONSENT_SCRIPT}</script>`;
