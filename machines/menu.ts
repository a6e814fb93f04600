import { assign, setup } from 'xstate';

/**
 * The site's overlays (spec §4): the full-screen main menu, open or closed by its toggle; one current modal
 * (scoreboard or prizes), which may be opened over the menu (its Winners button) or on its own; and credits, a
 * separate flag, opened from the menu's footer. A route change closes them all. Opening the scoreboard asks for a
 * fresh leaderboard every time. The three are parallel regions so the chart shows that they stack: closing the
 * prizes over the menu returns to the menu, not to the page.
 */
export type ModalId = 'scoreboard' | 'prizes';

export type MenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'modal.open'; modal: ModalId }
  | { type: 'modal.close' }
  | { type: 'credits.open' }
  | { type: 'credits.close' }
  | { type: 'route.changed' };

export interface MenuContext {
  /** Counts the scoreboard's openings: the board fetches again whenever it changes. */
  boardRequest: number;
}

export const menuMachine = setup({
  types: { context: {} as MenuContext, events: {} as MenuEvent },
  guards: {
    opensScoreboard: ({ event }) => event.type === 'modal.open' && event.modal === 'scoreboard',
    opensPrizes: ({ event }) => event.type === 'modal.open' && event.modal === 'prizes',
  },
  actions: {
    refetchLeaderboard: assign({ boardRequest: ({ context }) => context.boardRequest + 1 }),
  },
}).createMachine({
  id: 'menu',
  description: 'The main menu, the one current modal (scoreboard or prizes) and the credits flag.',
  type: 'parallel',
  context: { boardRequest: 0 },
  on: {
    'route.changed': {
      target: ['.menu.closed', '.modal.none', '.credits.hidden'],
      description: 'Any navigation closes every overlay.',
    },
  },
  states: {
    menu: {
      description: 'The full-screen main menu; page scroll is locked while it is open.',
      initial: 'closed',
      states: {
        closed: {
          on: {
            'menu.toggle': { target: 'open', description: 'The header’s menu button.' },
            'menu.open': { target: 'open' },
          },
        },
        open: {
          on: {
            'menu.toggle': { target: 'closed', description: 'The header’s menu button again.' },
            'menu.close': { target: 'closed', description: 'Its close button or Escape.' },
          },
        },
      },
    },
    modal: {
      description: 'One current modal at a time.',
      initial: 'none',
      states: {
        none: {},
        scoreboard: {
          description: 'The leaderboard, fetched afresh on every opening.',
          entry: 'refetchLeaderboard',
          on: {
            'modal.open': [
              {
                guard: 'opensScoreboard',
                target: 'scoreboard',
                reenter: true,
                description: 'Opening it again refetches the board.',
              },
              { guard: 'opensPrizes', target: 'prizes' },
            ],
          },
        },
        prizes: { description: 'Dates, tiers and the top of the leaderboard.' },
      },
      on: {
        'modal.open': [
          { guard: 'opensScoreboard', target: '.scoreboard' },
          { guard: 'opensPrizes', target: '.prizes', description: 'The menu’s Winners button.' },
        ],
        'modal.close': { target: '.none', description: 'Back button, close button or Escape.' },
      },
    },
    credits: {
      description: 'The credits, a separate flag (spec §4).',
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'credits.open': { target: 'shown', description: 'The menu footer’s Credits link.' } },
        },
        shown: { on: { 'credits.close': { target: 'hidden' } } },
      },
    },
  },
});

export type MenuMachine = typeof menuMachine;
