// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n, type Messages } from '@lingui/core';
import { settledCompetition } from '../../../test/competition-actor.ts';
import { inVisitorTimeZone, renderWithCompetition } from '../../../test/competition-render.tsx';
import type { LocaleCode } from '../../../api/locales.ts';
import { EligibilityLines } from './eligibility-lines.tsx';
import type { EntryStanding } from './entry-bars.ts';

const DURING = Date.UTC(2026, 2, 25);
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po');

/** The language's real catalog, so the lines are read as a visitor of that language reads them. */
async function useCatalog(code: LocaleCode): Promise<void> {
  const { messages } = await catalogs[`../../../locales/${code}/messages.po`]!();
  i18n.load(code, messages);
}

async function show(standing: EntryStanding, locale: LocaleCode = 'en', minimumAge = 18) {
  renderWithCompetition(
    <EligibilityLines standing={standing} />,
    await settledCompetition({
      now: DURING,
      draw: { minimumAge, excludedCountries: ['IT', 'PL', 'TH', 'RU', 'TR'], sharePrizeWinners: 10 },
    }),
    { name: 'my-score', locale },
  );
}

const lines = () =>
  [...(screen.queryByTestId('draw-eligibility')?.querySelectorAll('li') ?? [])].map((li) => [
    li.dataset.bar,
    li.textContent,
  ]);

describe('the final score’s eligibility lines', () => {
  inVisitorTimeZone('Europe/Paris');

  it('says a visitor who is not signed in that only players with an account enter', async () => {
    await show({ status: 'signed-out' });
    expect(lines()).toEqual([
      ['signed_out', 'You are not signed in: only players with an account can enter the prize draw.'],
    ]);
  });

  it('states each rule the server found, the configured age included, and offers the profile where it helps', async () => {
    await show({ status: 'ready', bars: ['no_birth_date', 'no_country'] });
    expect(lines()).toEqual([
      ['no_birth_date', 'The prize draw needs your date of birth: add it to your profile to take part.'],
      [
        'no_country',
        'We could not tell which country you play from: add your country to your profile to enter the prize draw.',
      ],
    ]);
    expect(screen.getByTestId('complete-profile').textContent).toBe('Complete your profile');
  });

  it('a minor and an excluded country: no profile to complete', async () => {
    await show({ status: 'ready', bars: ['under_age', 'excluded_country'] }, 'en', 21);
    expect(lines()).toEqual([
      [
        'under_age',
        'The prize draw is open to players aged 21 or over. You can still play and climb the leaderboard.',
      ],
      [
        'excluded_country',
        'The prize draw does not run in the country in your profile or the one you are playing from. Your score still counts on the leaderboard.',
      ],
    ]);
    expect(screen.queryByTestId('complete-profile')).toBeNull();
  });

  it('says nothing it cannot back: no bar, an answer awaited, or none', async () => {
    for (const standing of [
      { status: 'ready', bars: [] },
      { status: 'loading' },
      { status: 'unknown' },
    ] as EntryStanding[]) {
      await show(standing);
      expect(screen.queryByTestId('draw-eligibility')).toBeNull();
    }
  });

  it('in Arabic, with the age written as Arabic writes numbers', async () => {
    await useCatalog('ar');
    await show({ status: 'ready', bars: ['under_age', 'no_birth_date'] }, 'ar');
    expect(lines()).toEqual([
      [
        'under_age',
        `السحب على الجوائز مفتوح للاعبين الذين تبلغ أعمارهم ${new Intl.NumberFormat('ar').format(18)} عامًا أو أكثر. ويمكنك مع ذلك مواصلة اللعب والتقدم في لوحة المتصدرين.`,
      ],
      ['no_birth_date', 'يتطلب السحب على الجوائز تاريخ ميلادك: أضفه إلى ملفك الشخصي لتشارك.'],
    ]);
    expect(screen.getByTestId('complete-profile').textContent).toBe('أكمل ملفك الشخصي');
  });

  it('in Turkish', async () => {
    await useCatalog('tr');
    await show({ status: 'ready', bars: ['excluded_country'] }, 'tr');
    expect(lines()).toEqual([
      [
        'excluded_country',
        'Çekiliş ne profilindeki ülkede ne de oynadığın ülkede yapılıyor. Puanın yine de sıralamada sayılır.',
      ],
    ]);
    await show({ status: 'signed-out' }, 'tr');
    expect(screen.getAllByTestId('draw-eligibility')[1]!.textContent).toBe(
      'Oturum açmadın: çekilişe yalnızca hesabı olan oyuncular katılabilir.',
    );
  });
});
