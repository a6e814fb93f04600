import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLingui } from '@lingui/react/macro';
import type { GameId } from '../../../api/site-routes.ts';
import { gameRunMachine, runStatus, type RunStatus } from '../../../machines/game-run.ts';
import { createGameRuntime, type RuntimeDeps } from '../../engine/game-runtime.ts';
import { createValueStore } from '../../engine/value-store.ts';
import { NO_WEBGL } from '../../scenes/stage-store.ts';
import { useAppServices } from '../../site/app-services.tsx';
import { startRun, submitRun } from '../../play/run-api.ts';
import { runOptions } from '../../play/run-options.ts';
import { recordVerifiedRun } from '../../play/personal-best.ts';
import { chainTip } from '../../../machines/game-progress.ts';
import { useSoundActor } from '../../audio/sound-context.tsx';
import { useSite, useSiteActor } from '../../site/site-context.tsx';
import { Link } from '../../routing/link.tsx';
import { apiReasonMessage, refusedRunHeadline } from '../../content/api-reasons.ts';
import { GAME_NAMES } from '../../content/brand.ts';
import { kitOf, type GameKit } from './game-kits.ts';

/** Spec §2: phones held sideways during a game see the turn-your-device hint (CSS shows it on the same query). */
const LANDSCAPE_PHONE = '(orientation: landscape) and (pointer: coarse) and (max-height: 540px)';

let exposeForTests: RuntimeDeps<unknown>['exposeForTests'];
// Test builds only (vite --mode e2e); in production this branch and the hook's module are dropped.
if (import.meta.env.MODE === 'e2e') exposeForTests = (await import('../../play/test-hook.ts')).exposeGame;

/** What the run talks to besides its game: the API and the stage, injected (tests pass their own). */
export interface RunServices {
  startRun: typeof startRun;
  submitRun: typeof submitRun;
}
const API: RunServices = { startRun, submitRun };

/** One run: start on the server, the cue, the game with its HUD and pause menu, then the verification. */
export function GameRunView({ game, services = API }: { game: GameId; services?: RunServices }) {
  const kit = kitOf(game);
  if (!kit) throw new Error(`${game} has no game kit yet`);
  return <GameRun game={game} kit={kit} services={services} />;
}

function GameRun<Hud>({ game, kit, services }: { game: GameId; kit: GameKit<Hud>; services: RunServices }) {
  const { t, i18n } = useLingui();
  const site = useSiteActor();
  const sound = useSoundActor();
  const { stage } = useAppServices();
  const locale = useSite((s) => s.context.route.locale);
  const hud = useMemo(() => createValueStore(kit.emptyHud), [kit]);
  const reducedMotion = useMemo(() => matchMedia('(prefers-reduced-motion: reduce)').matches, []);

  const run = useActorRef(
    gameRunMachine.provide({
      actors: {
        startRun: fromPromise(({ input }) => services.startRun(input.game)),
        // The chain goes on from the journey's latest run (none once a saved journey was reset).
        submitRun: fromPromise(({ input }) =>
          services.submitRun(input.uuid, input.result, chainTip(site.getSnapshot().context.games)),
        ),
        runtime: createGameRuntime(kit.adapter, {
          stage,
          hud,
          reducedMotion,
          // Read as each run starts: the intro's choices, and whether the sound is muted then.
          runOptions: () => runOptions(sound.getSnapshot().context.muted),
          sound: {
            play: (name) => sound.send({ type: 'sound.play', name }),
            stop: (name) => sound.send({ type: 'sound.stop', name }),
          },
          onPointerReleased: () => run.send({ type: 'run.pause' }),
          ...(exposeForTests ? { exposeForTests } : {}),
        }),
      },
    }),
    { input: { game } },
  );
  const { Hud } = kit;
  const status = useSelector(run, runStatus);
  const error = useSelector(run, (s) => s.context.error);
  const errorCode = useSelector(run, (s) => s.context.errorCode);
  const verified = useSelector(run, (s) => s.context.verified);

  useEffect(() => {
    run.send({ type: 'run.start' });
    return () => run.send({ type: 'run.cancel' });
  }, [run]);

  // Escape, a hidden tab or a lost window focus pause the run; the network coming back resends a kept run.
  useEffect(() => {
    const pause = () => run.send({ type: 'run.pause' });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') pause();
    };
    const onVisibility = () => {
      if (document.hidden) pause();
    };
    const online = () => run.send({ type: 'net.online' });
    window.addEventListener('keydown', onKey);
    window.addEventListener('blur', pause);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('blur', pause);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [run]);

  // A phone turned sideways cannot show the path: the run pauses under the turn-your-device hint.
  useEffect(() => {
    const landscape = matchMedia(LANDSCAPE_PHONE);
    const onChange = () => {
      if (landscape.matches) run.send({ type: 'run.pause' });
    };
    onChange();
    landscape.addEventListener('change', onChange);
    return () => landscape.removeEventListener('change', onChange);
    // Again on every status: a run that reaches playing while the phone is sideways pauses at once.
  }, [run, status]);

  useEffect(() => {
    if (status !== 'verified' || !verified) return;
    // A score that counts is this device's best for the end screen of a visitor who is not signed in.
    if (!verified.held) recordVerifiedRun(game, verified.score, verified.uuid ?? null);
    site.send({
      type: 'run.ended',
      score: verified.score,
      durationMs: verified.durationMs,
      held: verified.held ?? false,
      ...(verified.uuid ? { uuid: verified.uuid } : {}),
      ...(verified.stats ? { stats: verified.stats } : {}),
      ...(verified.accumulatorUuid ? { accumulatorUuid: verified.accumulatorUuid } : {}),
      ...(verified.startedAt !== undefined ? { startedAt: verified.startedAt } : {}),
      ...(verified.endedAt !== undefined ? { endedAt: verified.endedAt } : {}),
    });
  }, [status, verified, site, game]);

  return (
    <main
      className="screen screen--game screen--run"
      data-screen="game-run"
      data-game={game}
      data-run={status}
    >
      {/* The page's heading while the 3D holds the screen: the game's name, for screen readers and outlines. */}
      <h1 className="visually-hidden" lang="en">
        {GAME_NAMES[game]}
      </h1>
      {(status === 'playing' || status === 'paused' || status === 'tutorial') && (
        <Hud hud={hud} onPause={() => run.send({ type: 'run.pause' })} />
      )}
      <div className="rotate-hint" role="alert" data-testid="rotate-hint">
        <svg className="rotate-hint__phone" viewBox="0 0 64 64" aria-hidden="true">
          <rect
            x="20"
            y="6"
            width="24"
            height="44"
            rx="4"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          />
          <circle cx="32" cy="44" r="2" fill="currentColor" />
        </svg>
        <p>{t`Turn your device to play!`}</p>
      </div>
      <RunMessage
        status={status}
        errorCode={errorCode}
        webgl={!(status === 'failed' && error === NO_WEBGL)}
      />
      {status === 'paused' && (
        <div className="run-panel" role="dialog" aria-modal="true" aria-labelledby="paused-title">
          <h2 id="paused-title">{t`Paused`}</h2>
          <div className="run-panel__actions">
            <button
              type="button"
              className="button button--primary"
              autoFocus
              onClick={() => run.send({ type: 'run.resume' })}
            >
              {t`Resume`}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => run.send({ type: 'run.stop' })}
            >
              {t`End the run`}
            </button>
          </div>
        </div>
      )}
      {(status === 'start-failed' || status === 'refused' || status === 'failed' || status === 'offline') && (
        <div className="run-panel" role="alert">
          {/* The server's code in the visitor's language; its English message is never shown. */}
          {(status === 'refused' || (status === 'start-failed' && errorCode)) && (
            <p className="run-panel__detail" data-testid="run-reason" data-code={errorCode ?? undefined}>
              {i18n._(apiReasonMessage(errorCode))}
            </p>
          )}
          <div className="run-panel__actions">
            {status === 'offline' ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => run.send({ type: 'net.online' })}
              >
                {t`Try sending it now`}
              </button>
            ) : (
              status !== 'failed' && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => run.send({ type: 'run.start' })}
                >
                  {t`Try again`}
                </button>
              )
            )}
            <Link to={{ name: 'product', locale, game }} className="button button--ghost">
              {t`Back to the product`}
            </Link>
          </div>
        </div>
      )}
    </main>
  );
}

function RunMessage({
  status,
  errorCode,
  webgl,
}: {
  status: RunStatus;
  errorCode: string | null | undefined;
  webgl: boolean;
}) {
  const { t, i18n } = useLingui();
  const text: Partial<Record<RunStatus, string>> = {
    pending: t`Starting the run…`,
    'start-failed': t`The run could not start. Check your connection and try again.`,
    tutorial: t`Get ready!`,
    submitting: t`Checking your run…`,
    offline: t`You are offline. Your run is kept on this device and will be sent as soon as you are back online.`,
    refused: i18n._(refusedRunHeadline(errorCode)),
    failed: webgl
      ? t`The game could not be loaded. Please reload the page and try again.`
      : t`This game needs 3D graphics (WebGL), which this browser or device does not provide. Every other page works without it.`,
  };
  const message = text[status];
  if (!message) return null;
  return (
    <p className={`run-message run-message--${status}`} role="status" aria-live="polite">
      {message}
    </p>
  );
}
