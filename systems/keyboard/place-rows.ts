import {
  KEY_DOWN,
  KEY_LEFT,
  KEY_NONE,
  KEY_RIGHT,
  KEY_UP,
  OBSTACLE_BRANCH,
  OBSTACLE_LOG,
  OBSTACLE_ROCK,
  PHASE_PENDING,
  PHASE_PLAYING,
  spawnKeyTile,
  spawnObstacle,
  spawnRow,
} from '../../components/keyboard/index.ts';
import { beatAtTick, distanceAtBeat, loopOfBeat } from './beat-time.ts';
import {
  CAMERA_START,
  END_BEAT,
  LANE_MAX,
  LANE_MIN,
  LOOKAHEAD_BEATS,
  ONE_BEAT_CHANCE_BY_LOOP,
  TILE_RAISED_Y,
  TILE_SIZE,
  TILES_PER_ROW,
  WARMUP_ROW_OFFSET,
} from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * Lays rows LOOKAHEAD_BEATS ahead of the music: plain rows of the warm-up path (one a beat) until the first key row
 * (a bar boundary chosen at the ready), then key rows, one or two beats apart (one more often as the loops go on),
 * until the run's last beat, and plain rows after it. A key row asks for a key possible from the lane the path has
 * led to (no left from −1, no right from +1), drawn from the world's seeded source, and carries its obstacles:
 * rocks on the two tiles a strafe leaves or avoids, a log to jump, a branch to duck under. The first key row ends
 * the intro (`intro-end`).
 */
export function placeRows(world: KeyboardWorld): void {
  const { BeatTracker } = world.c;
  const { rng, events } = world.ctx;
  for (const tracker of world.queries.trackers) {
    const phase = BeatTracker.phase[tracker];
    if (phase !== PHASE_PENDING && phase !== PHASE_PLAYING) continue;
    const horizon = beatAtTick(world.ctx.tick + 1) + LOOKAHEAD_BEATS;
    while (BeatTracker.nextRowBeat[tracker]! <= horizon) {
      const beat = BeatTracker.nextRowBeat[tracker]!;
      const offset = (beat - BeatTracker.lastRowBeat[tracker]!) as 1 | 2;
      const firstKey = BeatTracker.firstKeyBeat[tracker]!;
      const lane = BeatTracker.pathLane[tracker]!;
      const z = CAMERA_START.z + distanceAtBeat(beat);
      let next = beat + WARMUP_ROW_OFFSET;
      if (firstKey < 0 || beat < firstKey || beat >= END_BEAT) {
        placeRow(world, { beat, key: KEY_NONE, position: lane + 1, offset, halfway: false, z });
      } else {
        // The keys possible from the path's lane, in KEY_ORDER, one drawn from the seeded source.
        const canLeft = lane > LANE_MIN ? 1 : 0;
        const canRight = lane < LANE_MAX ? 1 : 0;
        const pick = rng.int(2 + canLeft + canRight) + (canLeft ? 0 : 1);
        const key = KEY_ORDER[canRight || pick < 1 ? pick : pick + 1]!;
        const after = key === KEY_LEFT ? lane - 1 : key === KEY_RIGHT ? lane + 1 : lane;
        BeatTracker.pathLane[tracker] = after;
        const halfway = key === KEY_UP || key === KEY_DOWN;
        placeRow(world, { beat, key, position: after + 1, offset, halfway, z });
        const chance =
          ONE_BEAT_CHANCE_BY_LOOP[Math.min(loopOfBeat(beat), ONE_BEAT_CHANCE_BY_LOOP.length - 1)]!;
        next = beat + (rng.next() < chance ? 1 : 2);
        if (BeatTracker.intro[tracker] === 1) {
          BeatTracker.intro[tracker] = 0;
          events.push('intro-end');
        }
      }
      BeatTracker.lastRowBeat[tracker] = beat;
      BeatTracker.nextRowBeat[tracker] = next;
    }
  }
}

const KEY_ORDER = [KEY_LEFT, KEY_RIGHT, KEY_UP, KEY_DOWN] as const;

interface Placed {
  beat: number;
  key: number;
  position: number;
  offset: 1 | 2;
  halfway: boolean;
  z: number;
}

/** A row with its three tiles (the key on the tile at `position`) and its obstacles. */
function placeRow(world: KeyboardWorld, row: Placed): void {
  const eid = spawnRow(world, row);
  for (let index = 0; index < TILES_PER_ROW; index++) {
    const x = (index - 1) * TILE_SIZE;
    const onKey = index === row.position;
    spawnKeyTile(world, { row: eid, index, x, z: row.z, y: TILE_RAISED_Y, key: onKey ? row.key : KEY_NONE });
    if (row.key === KEY_LEFT || row.key === KEY_RIGHT) {
      if (!onKey) spawnObstacle(world, { row: eid, index, x, z: row.z, kind: OBSTACLE_ROCK });
    } else if (onKey && row.key !== KEY_NONE) {
      const kind = row.key === KEY_UP ? OBSTACLE_LOG : OBSTACLE_BRANCH;
      spawnObstacle(world, { row: eid, index, x, z: row.z, kind });
    }
  }
}
