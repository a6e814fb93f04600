// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session.ts';
import { i18n, loadCatalog } from '../../i18n/i18n.ts';
import { SessionActorProvider } from '../../session/session-context.tsx';
import { RegisterForm } from './register-form.tsx';

/** What the save form says of a name with a hidden or direction-changing character, in the visitor's language. */
const SAID = {
  en: 'Names cannot contain invisible or direction-changing characters',
  de: 'Namen dürfen keine unsichtbaren Zeichen und keine Zeichen enthalten, die die Schreibrichtung ändern',
  ar: 'لا يمكن أن تحتوي الأسماء على أحرف غير مرئية أو أحرف تغيّر اتجاه النص',
  jp: '名前には、見えない文字や文字の向きを変える文字は使えません',
} as const;

function showForm() {
  const session = createActor(sessionMachine, {
    input: { stored: null, sessionUuid: 'test-session', newSessionUuid: () => 'next-session' },
  }).start();
  return render(
    <I18nProvider i18n={i18n}>
      <SessionActorProvider actor={session}>
        <RegisterForm
          accumulatorUuid="6f1c2b9e-6a0d-4c55-9a43-1f0e2d3c4b5a"
          captcha={{ status: { kind: 'ready' }, take: async () => 'answer', renew: () => {} }}
          onRegistered={async () => {}}
          onEmailTaken={() => {}}
        />
      </SessionActorProvider>
    </I18nProvider>,
  );
}

describe('the save form’s name fields', () => {
  afterEach(cleanup);

  it.each(Object.entries(SAID))(
    'says in %s that a name may not hide characters, and keeps what was typed',
    async (locale, said) => {
      await act(() => loadCatalog(locale as keyof typeof SAID));
      const { container } = showForm();
      const [firstName, lastName] = [
        ...container.querySelectorAll<HTMLInputElement>(
          'input[autocomplete="given-name"], input[autocomplete="family-name"]',
        ),
      ];
      fireEvent.input(firstName!, { target: { value: 'Max\u202eretsuM' } });
      fireEvent.input(lastName!, { target: { value: 'Muster\u200dmann' } });
      fireEvent.submit(screen.getByTestId('register-form'));
      const errors = await screen.findAllByText(said);
      expect(errors).toHaveLength(2);
      expect(firstName!.getAttribute('aria-invalid')).toBe('true');
      expect(firstName!.getAttribute('aria-describedby')).toBe(errors[0]!.id);
      expect(firstName!.value).toBe('Max\u202eretsuM');
    },
  );

  it('shows a full-width name as it will be stored once the field is left, and lets an emoji family through', async () => {
    await act(() => loadCatalog('en'));
    const { container } = showForm();
    const firstName = container.querySelector<HTMLInputElement>('input[autocomplete="given-name"]')!;
    fireEvent.input(firstName, { target: { value: ' Ｍａｘ 👨‍👩‍👧‍👦 ' } });
    fireEvent.blur(firstName);
    expect(firstName.value).toBe('Max 👨‍👩‍👧‍👦');
    fireEvent.submit(screen.getByTestId('register-form'));
    // The form has other missing fields (e-mail, consent): wait for those, then look at the name.
    await screen.findAllByText('This field is required');
    expect(screen.queryByText(SAID.en)).toBeNull();
    expect(firstName.getAttribute('aria-invalid')).toBe('false');
  });
});
