// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n, type Messages } from '@lingui/core';
import { settledCompetition } from '../../../test/competition-actor.ts';
import { inVisitorTimeZone, renderWithCompetition } from '../../../test/competition-render.tsx';
import type { LocaleCode } from '../../../api/locales.ts';
import { WalletPrizePopup } from './wallet-prize-popup.tsx';
import type { ShareEntryState } from './share-entry.ts';

const DURING = Date.UTC(2026, 2, 25);
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po');

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

async function show(entry: ShareEntryState, locale: LocaleCode = 'en', country = 'FR') {
  cleanup();
  if (locale !== 'en') {
    const { messages } = await catalogs[`../../../locales/${locale}/messages.po`]!();
    i18n.load(locale, messages);
  }
  renderWithCompetition(
    <WalletPrizePopup open onClose={() => {}} entry={entry} />,
    await settledCompetition({ now: DURING, country }),
    { name: 'my-score', locale },
  );
  return screen.getByTestId('wallet-prize-entry').textContent;
}

describe('the wallet-code popup says what became of the share', () => {
  inVisitorTimeZone('Europe/Paris');

  it('in English: entered, already, kept out and why, signing in needed, closed, failed', async () => {
    expect(await show({ status: 'entered' })).toBe(
      'You are in the draw for a game-platform wallet code worth $50.',
    );
    expect(await show({ status: 'barred', bars: ['under_age'] })).toBe(
      'Your share is recorded, but it cannot enter the draw:The prize draw is open to players aged 18 or over. You can still play and climb the leaderboard.',
    );
    expect(await show({ status: 'closed' })).toBe('The prize draw is not open: this share cannot enter it.');
    expect(await show({ status: 'failed' })).toBe(
      'Your share could not be entered in the draw just now. Please share again in a moment.',
    );
  });

  it('in Arabic', async () => {
    expect(await show({ status: 'already' }, 'ar')).toBe(
      `كنت مشاركًا بالفعل في السحب على رمز رصيد لمحفظة منصة ألعاب بقيمة ${screen.getByTestId('wallet-prize-amount').textContent}: يشارك كل لاعب مرة واحدة.`,
    );
  });

  it('in Turkish', async () => {
    const text = await show({ status: 'signed-out' }, 'tr');
    const amount = screen.getByTestId('wallet-prize-amount').textContent;
    expect(text).toBe(
      `${amount} değerindeki oyun platformu cüzdan kodu çekilişine katılmak için oturum aç ve yeniden paylaş: yalnızca oturum açmış oyuncuların paylaşımları sayılır.`,
    );
  });

  it('renders nothing in an excluded country', async () => {
    renderWithCompetition(
      <WalletPrizePopup open onClose={() => {}} entry={{ status: 'entered' }} />,
      await settledCompetition({ now: DURING, country: 'IT' }),
      { name: 'my-score', locale: 'en' },
    );
    expect(screen.queryByTestId('wallet-prize-popup')).toBeNull();
  });
});
