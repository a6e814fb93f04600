import { lazy, Suspense } from 'react';
import type { GameId } from '../../../api/site-routes.ts';
import { useSite } from '../../site/site-context.tsx';
import { GameIntro } from './game-intro.tsx';
import { GameEnd } from './game-end.tsx';

// The run (its machine, the game's systems and scene glue) is fetched when the player presses play.
const GameRun = lazy(() => import('./game-run-view.tsx').then((m) => ({ default: m.GameRunView })));

/** A game's route: the how-to intro, the run, then the end screen with the server-verified score. */
export function GameScreen({ game }: { game: GameId }) {
  const phase = useSite((s) =>
    s.matches({ game: 'play' }) ? 'play' : s.matches({ game: 'end' }) ? 'end' : 'intro',
  );
  if (phase === 'play')
    return (
      <Suspense fallback={null}>
        <GameRun game={game} />
      </Suspense>
    );
  if (phase === 'end') return <GameEnd game={game} />;
  return <GameIntro game={game} />;
}
