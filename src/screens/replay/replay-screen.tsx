import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OperatorRun } from '../../../api/operator.ts';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { siteApi } from '../../api/site-api.ts';
import { storedOperatorToken, storeOperatorToken } from './operator-token.ts';
import { ReplayPlayer } from './replay-player.tsx';
import '../../styles/replay.css';

type Load =
  | { status: 'token'; refused: boolean }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; run: OperatorRun };

/** How the viewer loads its run: the operator API by default (tests pass their own). */
export type LoadOperatorRun = (uuid: string, token: string) => Promise<OperatorRun>;
const loadFromApi: LoadOperatorRun = async (uuid, token) => (await siteApi()).operatorRun(uuid, token);

/**
 * The operators' replay viewer (/{locale}/replay/{uuid}): asks for the operator token once per tab, loads the run
 * with its seed, then plays it again through its game's systems and scene (replay-player.tsx). A wrong token and an
 * unknown run get the same answer from the server, so the page says both and asks again.
 */
export function ReplayScreen({ uuid, load = loadFromApi }: { uuid: string; load?: LoadOperatorRun }) {
  const { t } = useLingui();
  const [token, setToken] = useState<string | null>(() => storedOperatorToken());
  const [state, setState] = useState<Load>(() =>
    token ? { status: 'loading' } : { status: 'token', refused: false },
  );
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();

  useEffect(() => {
    if (!token) return;
    let live = true;
    setState({ status: 'loading' });
    load(uuid, token).then(
      (run) => live && setState({ status: 'loaded', run }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiRequestError && error.status === 404) {
          storeOperatorToken(null);
          setToken(null);
          setState({ status: 'token', refused: true });
        } else setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [uuid, token, attempt, load]);

  if (state.status === 'loaded') return <ReplayPlayer run={state.run} />;
  return (
    <main className="screen replay" data-screen="replay" data-status={state.status} aria-labelledby={titleId}>
      <div className="replay__panel">
        <h1 id={titleId}>{t`Replay of a run`}</h1>
        <p className="replay__run-id">{uuid}</p>
        {state.status === 'token' && (
          <TokenForm
            refused={state.refused}
            onToken={(value) => {
              storeOperatorToken(value);
              setToken(value);
            }}
          />
        )}
        {state.status === 'loading' && <p role="status">{t`Loading the run…`}</p>}
        {state.status === 'failed' && (
          <div role="alert">
            <p>{t`The run could not be loaded. Check your connection and try again.`}</p>
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t`Try again`}
            </button>
          </div>
        )}
      </div>
    </main>
  );
}

function TokenForm({ refused, onToken }: { refused: boolean; onToken: (token: string) => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = value.trim();
    if (token) onToken(token);
  };
  return (
    <form className="replay__token" onSubmit={submit} data-testid="operator-token-form">
      <p>{t`This page is for the site's operators. Enter the operator token to watch the run.`}</p>
      <div className="field">
        <label htmlFor={fieldId}>{t`Operator token`}</label>
        <input
          id={fieldId}
          type="password"
          name="operator-token"
          autoComplete="current-password"
          required
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? errorId : undefined}
        />
        {refused && (
          <p id={errorId} className="field__error" role="alert" data-testid="operator-token-refused">
            {t`No run was found with this token: the token is wrong or the run does not exist.`}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        {t`Watch the run`}
      </button>
    </form>
  );
}
