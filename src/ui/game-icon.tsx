import type { GameId } from '../../api/site-routes.ts';

/** The three devices as line icons, drawn in code (no image files to fetch). */
const PATHS: Record<GameId, string> = {
  mouse: 'M12 3c-4 0-7 3-7 7v5c0 4 3 7 7 7s7-3 7-7v-5c0-4-3-7-7-7Zm0 0v7m-7 0h14',
  headset: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5Z',
  keyboard: 'M3 7h18v10H3Zm3 3h1m3 0h1m3 0h1m3 0h1M7 14h10',
};

export function GameIcon({
  game,
  size = 24,
  className,
}: {
  game: GameId;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[game]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function TrophyIcon({ gold, size = 20 }: { gold: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={gold ? 'trophy trophy--gold' : 'trophy'}
    >
      <path
        d="M7 4h10v4a5 5 0 0 1-10 0V4Zm0 2H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4m-5 3v4m-4 3h8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
