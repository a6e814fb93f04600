/**
 * Names the server's HTML and the page share for what is painted before the site's script runs
 * (server/first-paint-scripts.ts, server/consent-banner-html.ts, src/ui/consent/early-consent.ts).
 */

/** The cookie banner the server writes into the HTML of a visitor who has not chosen. */
export const EARLY_CONSENT_BANNER_ID = 'cookie-banner-early';

/**
 * What a press on that banner asks for, written on its buttons (`data-consent`) and read back by the page: the
 * consent machine's events of its three buttons.
 */
export const EARLY_CONSENT_EVENTS = ['consent.acceptAll', 'consent.rejectAll', 'consent.open'] as const;
export type EarlyConsentEvent = (typeof EARLY_CONSENT_EVENTS)[number];

/** The `<template>` holding the 3D's preload tags until the first contentful paint. */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';
