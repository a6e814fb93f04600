import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { OperatorRun } from '../../../api/operator.ts';
import { localeByCode, isLocaleCode } from '../../../api/locales.ts';
import { GAME_NAMES } from '../../content/brand.ts';
import { NO_WEBGL } from '../../scenes/stage-store.ts';
import { useAppServices } from '../../site/app-services.tsx';
import { REPLAY_SPEEDS, type ReplayDriver, type ReplaySpeed } from './replay-driver.ts';
import { replayRun, type ReplayedRun } from './replay-games.ts';
import { numberFormat } from '../../../api/locale-format.ts';

type Stage = 'loading' | 'ready' | 'no-webgl' | 'failed';

/**
 * A loaded run played again: the game's world claimed on the stage (the scene a live run of it has), the game's view
 * drawing the replayed world, and the controls: play and pause, the speed, one step at a time, the step counter and
 * the score so far beside the stored, server-verified one.
 */
export function ReplayPlayer({ run }: { run: OperatorRun }) {
  const { t } = useLingui();
  const prepared = useMemo((): { replay: ReplayedRun } | { error: string } => {
    try {
      return { replay: replayRun(run.game_type, run.game_data, run.seed) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [run]);
  const titleId = useId();
  return (
    <main
      className="screen replay replay--playing"
      data-screen="replay"
      data-status={'replay' in prepared ? 'loaded' : 'unplayable'}
      data-game={run.game_type}
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className="replay__title">
        {t`Replay of a run`} · {GAME_NAMES[run.game_type]}
      </h1>
      {'replay' in prepared ? (
        <Player run={run} replay={prepared.replay} />
      ) : (
        <div className="replay__panel" role="alert">
          <p>{t`This run's replay cannot be played with the rules of this version of the site.`}</p>
          <p className="replay__detail" data-testid="replay-error" lang="en">
            {prepared.error}
          </p>
        </div>
      )}
    </main>
  );
}

function Player({ run, replay }: { run: OperatorRun; replay: ReplayedRun }) {
  const { t, i18n } = useLingui();
  const { stage } = useAppServices();
  const [stageState, setStageState] = useState<Stage>('loading');
  const { driver } = replay;
  const status = useSyncExternalStore(driver.status.subscribe, driver.status.get);
  const number = useMemo(
    () => numberFormat(isLocaleCode(i18n.locale) ? localeByCode(i18n.locale).iso : 'en'),
    [i18n.locale],
  );

  // The game's world on the stage, drawn every frame from the replayed world; the driver runs the steps due.
  useEffect(() => {
    let live = true;
    let teardown: (() => void) | null = null;
    const claim = stage.claim(replay.game);
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    claim.ready
      .then(async (world) => {
        const view = await replay.createView(world, { reducedMotion });
        if (!live) return view.dispose();
        const frame = world.scene.onBeforeRenderObservable.add(() => {
          const now = performance.now();
          view.draw(driver.advance(now), now / 1000);
        });
        teardown = () => {
          world.scene.onBeforeRenderObservable.remove(frame);
          view.dispose();
        };
        setStageState('ready');
      })
      .catch((error: unknown) => {
        if (live) setStageState(error instanceof Error && error.message === NO_WEBGL ? 'no-webgl' : 'failed');
      });
    return () => {
      live = false;
      driver.pause();
      teardown?.();
      claim.release();
    };
  }, [stage, replay, driver]);

  useReplayKeys(driver, stageState === 'ready');

  const stored = run.score;
  const matches = status.done && stored !== null && status.score === stored;
  return (
    <>
      {stageState === 'loading' && (
        <p className="run-message" role="status">{t`Loading the game's world…`}</p>
      )}
      {(stageState === 'no-webgl' || stageState === 'failed') && (
        <p className="run-message" role="alert">
          {stageState === 'no-webgl'
            ? t`The replay needs 3D graphics (WebGL), which this browser does not provide.`
            : t`The game's world could not be loaded. Please reload the page and try again.`}
        </p>
      )}
      <section
        className="replay__controls hud"
        aria-label={t`Replay controls`}
        data-stage={stageState}
        data-paused={status.paused}
      >
        <button
          type="button"
          className="button button--primary"
          data-testid="replay-play"
          disabled={stageState !== 'ready' || status.done}
          onClick={() => (status.paused ? driver.play() : driver.pause())}
        >
          {status.paused ? t`Play` : t`Pause`}
        </button>
        <button
          type="button"
          className="button button--ghost"
          data-testid="replay-step-once"
          disabled={stageState !== 'ready' || !status.paused || status.done}
          onClick={() => driver.stepOnce()}
        >
          {t`Next step`}
        </button>
        <div className="replay__speeds" role="group" aria-label={t`Speed`}>
          {REPLAY_SPEEDS.map((speed) => (
            <button
              key={speed}
              type="button"
              className="button button--ghost replay__speed"
              aria-pressed={status.speed === speed}
              data-speed={speed}
              onClick={() => driver.setSpeed(speed)}
            >
              {`${number.format(speed)}×`}
            </button>
          ))}
        </div>
        <p
          className="replay__figure"
          data-testid="replay-step"
          data-tick={status.tick}
          data-ticks={status.ticks}
          aria-live="off"
        >
          {t`Step ${number.format(status.tick)} / ${number.format(status.ticks)}`}
        </p>
        <p className="replay__figure" data-testid="replay-score" data-score={status.score}>
          {t`Score so far: ${number.format(status.score)}`}
        </p>
        <p className="replay__figure" data-testid="replay-stored-score" data-score={stored ?? ''}>
          {stored === null ? t`No stored score` : t`Stored score: ${number.format(stored)}`}
        </p>
      </section>
      <RunFacts run={run} number={number} />
      {status.done && (
        <p
          className={matches ? 'replay__verdict' : 'replay__verdict replay__verdict--differs'}
          role="status"
          data-testid="replay-verdict"
          data-matches={matches}
        >
          {matches
            ? t`The replay ends on the stored score.`
            : t`The replay ends on ${number.format(status.score)}, not on the stored score.`}
        </p>
      )}
    </>
  );
}

/** What the review needs beside the picture: the claim, the duration, the review and why it was flagged. */
function RunFacts({ run, number }: { run: OperatorRun; number: Intl.NumberFormat }) {
  const { t } = useLingui();
  const seconds = run.duration === null ? null : Math.round(run.duration / 1000);
  const suspicions = run.review_measures?.suspicions ?? [];
  return (
    <dl className="replay__facts">
      <dt>{t`Claimed score`}</dt>
      <dd>{run.claimed_score === null ? '–' : number.format(run.claimed_score)}</dd>
      <dt>{t`Duration`}</dt>
      <dd>{seconds === null ? '–' : plural(seconds, { one: '# second', other: '# seconds' })}</dd>
      <dt>{t`Review`}</dt>
      <dd data-testid="replay-review" lang="en">
        {run.review ?? '–'}
      </dd>
      {suspicions.length > 0 && (
        <>
          <dt>{t`Why it was flagged`}</dt>
          <dd lang="en">{suspicions.join('; ')}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * Keys for the controls, besides their buttons: Space or K plays and pauses, the right arrow or "." steps once
 * while paused, "-" and "+" change the speed. Not while a field or a button has the key (a button's own Space).
 */
function useReplayKeys(driver: ReplayDriver, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, a, [contenteditable]')) return;
      const status = driver.status.get();
      const speedIndex = REPLAY_SPEEDS.indexOf(status.speed);
      const speed = (delta: number): ReplaySpeed =>
        REPLAY_SPEEDS[Math.max(0, Math.min(REPLAY_SPEEDS.length - 1, speedIndex + delta))]!;
      if (event.key === ' ' || event.key === 'k') {
        if (status.paused) driver.play();
        else driver.pause();
      } else if (event.key === 'ArrowRight' || event.key === '.') driver.stepOnce();
      else if (event.key === '-') driver.setSpeed(speed(-1));
      else if (event.key === '+' || event.key === '=') driver.setSpeed(speed(1));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [driver, ready]);
}
