import { assign, setup } from 'xstate';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoice } from '../api/consent-cookie.ts';

/**
 * Cookie consent (spec §4, without its scroll-to-accept: see docs/decisions.md "Cookie consent"). Three optional
 * categories, each off until the visitor turns it on; until a choice is made the banner shows; a settings dialog
 * opens from the banner and, later, from anywhere (`consent.open`, the main menu's "Cookie settings").
 *
 * The machine decides; the app does, through the named actions below, injected with `.provide()`:
 * `persistChoice` remembers the choice (the cookie_consent cookie), `applyChoice` loads or stops what each
 * category allows (analytics). Nothing here reads a cookie or a clock: the stored choice arrives as input.
 */
export { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoice };

/** Every category off: the state before any choice, and "Reject all". */
export const NOTHING_ALLOWED: ConsentChoice = { analytics: false, marketing: false, social: false };
export const EVERYTHING_ALLOWED: ConsentChoice = { analytics: true, marketing: true, social: true };

export interface ConsentContext {
  /** The visitor's choice; null while undecided. */
  choice: ConsentChoice | null;
  /** The settings dialog's switches, saved into `choice` by `consent.save`. */
  draft: ConsentChoice;
}

export interface ConsentInput {
  /** The choice remembered from an earlier visit, or null (none, malformed, or from an older format). */
  stored?: ConsentChoice | null;
}

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  /** The banner's "Choose", or "Cookie settings" anywhere on the site. */
  | { type: 'consent.open' }
  /** The dialog closed without saving (Escape, its close button). */
  | { type: 'consent.close' }
  /** One switch of the dialog. */
  | { type: 'consent.set'; category: ConsentCategory; on: boolean }
  | { type: 'consent.save' };

const choiceParams = ({ context }: { context: ConsentContext }): ConsentChoice => ({
  ...(context.choice ?? NOTHING_ALLOWED),
});
const persistChoice = { type: 'persistChoice', params: choiceParams } as const;
const applyChoice = { type: 'applyChoice', params: choiceParams } as const;

export const consentMachine = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent, input: {} as ConsentInput },
  guards: {
    hasStoredChoice: ({ context }) => context.choice !== null,
  },
  actions: {
    allowEverything: assign({ choice: { ...EVERYTHING_ALLOWED } }),
    allowNothing: assign({ choice: { ...NOTHING_ALLOWED } }),
    /** The dialog opens on the current choice; undecided, on every category off (nothing pre-ticked). */
    startDraft: assign({ draft: ({ context }) => ({ ...(context.choice ?? NOTHING_ALLOWED) }) }),
    setDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'consent.set' ? { ...context.draft, [event.category]: event.on } : context.draft,
    }),
    saveDraft: assign({ choice: ({ context }) => ({ ...context.draft }) }),
    /** Remembers the choice on this device (implemented by the app: the cookie_consent cookie). */
    persistChoice: (_, _params: ConsentChoice) => {},
    /** Loads what the choice allows and stops what it no longer allows (implemented by the app). */
    applyChoice: (_, _params: ConsentChoice) => {},
  },
}).createMachine({
  id: 'consent',
  description: 'Which optional cookies and trackers the visitor allows, and the banner and dialog that ask.',
  context: ({ input }) => ({
    choice: input.stored ? { ...input.stored } : null,
    draft: { ...NOTHING_ALLOWED },
  }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Whether a choice was remembered from an earlier visit.',
      always: [
        { guard: 'hasStoredChoice', target: 'decided', actions: applyChoice },
        { target: 'undecided' },
      ],
    },
    undecided: {
      description: 'No choice yet: the banner shows and nothing optional runs.',
      initial: 'banner',
      states: {
        banner: {
          description: 'The banner: Accept all, Reject all, Choose.',
          on: {
            'consent.acceptAll': {
              target: '#consent.decided',
              actions: ['allowEverything', persistChoice, applyChoice],
            },
            'consent.rejectAll': {
              target: '#consent.decided',
              actions: ['allowNothing', persistChoice, applyChoice],
            },
            'consent.open': { target: 'settings', actions: 'startDraft' },
          },
        },
        settings: {
          description: 'The dialog, every switch off to start with.',
          on: {
            'consent.set': { actions: 'setDraft' },
            'consent.save': {
              target: '#consent.decided',
              actions: ['saveDraft', persistChoice, applyChoice],
            },
            'consent.close': { target: 'banner', description: 'Closed unsaved: still undecided.' },
          },
        },
      },
    },
    decided: {
      description: 'A choice is in force; the dialog can change it.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No banner.',
          on: { 'consent.open': { target: 'settings', actions: 'startDraft' } },
        },
        settings: {
          description: 'The dialog, on the choice in force.',
          on: {
            'consent.set': { actions: 'setDraft' },
            'consent.save': {
              target: 'idle',
              actions: ['saveDraft', persistChoice, applyChoice],
              description: 'A new choice; turning a category off stops what it allowed.',
            },
            'consent.close': { target: 'idle', description: 'Closed unsaved: the choice stands.' },
          },
        },
      },
    },
  },
});

export type ConsentMachine = typeof consentMachine;
