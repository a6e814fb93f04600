import { addComponent, addEntity, createWorld } from 'bitecs';
import { describe, expect, it } from 'vitest';
import { Interpolated, Position, PreviousPosition } from '../../components/common/transform.ts';
import { interpolate, rememberPreviousPositions } from './remember-previous-positions.ts';

describe('rememberPreviousPositions', () => {
  it('keeps the step’s starting position of interpolated entities only', () => {
    const world = createWorld();
    const moving = addEntity(world);
    const still = addEntity(world);
    for (const c of [Position, PreviousPosition, Interpolated]) addComponent(world, moving, c);
    for (const c of [Position, PreviousPosition]) addComponent(world, still, c);
    Position.x[moving] = 3;
    Position.x[still] = 7;
    PreviousPosition.x[still] = 1;
    rememberPreviousPositions(world);
    expect(PreviousPosition.x[moving]).toBe(3);
    expect(PreviousPosition.x[still]).toBe(1);
  });

  it('interpolates between the last two steps by alpha', () => {
    expect(interpolate(2, 4, 0)).toBe(2);
    expect(interpolate(2, 4, 0.5)).toBe(3);
    expect(interpolate(2, 4, 1)).toBe(4);
  });
});
