// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createActor, createMachine } from 'xstate';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { siteMachine } from '../../../machines/site.ts';
import { generateCircuitTile } from '../../../assets/models/game-pieces/circuit-tile.ts';
import { generatePlayerSphere } from '../../../assets/models/game-pieces/player-sphere.ts';
import { sceneWithModels } from '../../../test/scene-assets.ts';
import { stubMatchMedia } from '../../../test/render-scene.tsx';
import { SiteActorProvider } from '../../site/site-context.tsx';
import { SoundActorProvider } from '../../audio/sound-context.tsx';
import { AppServicesProvider, type AppServices } from '../../site/app-services.tsx';
import { createStageStore } from '../../scenes/stage-store.ts';
import { createQualityStore } from '../../engine/quality-store.ts';
import type { HomeFocus } from '../../site/home-focus.ts';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { GameRunView, type RunServices } from './game-run-view.tsx';

/**
 * The run screen owns its game-run actor, and through it the runtime: under StrictMode React mounts, unmounts
 * and mounts it again, and the run must come out of that as one run, with one claim of the stage and one
 * game on the scene, and leave nothing when the player goes.
 */
describe('the run screen under StrictMode', { timeout: 30_000 }, () => {
  let world: Awaited<ReturnType<typeof sceneWithModels>>;
  beforeAll(async () => {
    world = await sceneWithModels(await Promise.all([generateCircuitTile(), generatePlayerSphere()]));
    i18n.load('en', {});
    i18n.activate('en');
    stubMatchMedia();
  });
  afterAll(() => world?.dispose());
  afterEach(cleanup);

  const mount = (overrides: Partial<RunServices> = {}) => {
    const stage = createStageStore();
    const services: AppServices = {
      stage,
      quality: createQualityStore(),
      homeFocus: {} as HomeFocus,
    };
    const api: RunServices = {
      startRun: vi.fn(async () => ({ uuid: 'run-1', seed: 42 })),
      submitRun: vi.fn(async () => ({ score: 0, durationMs: 0, verification: 'replay' as const })),
      ...overrides,
    };
    const site = createActor(siteMachine, {
      input: { route: { name: 'game', locale: 'en', game: 'mouse' } },
    }).start();
    const sound = createActor(createMachine({})).start();
    const view = render(
      <StrictMode>
        <SiteActorProvider actor={site}>
          <SoundActorProvider actor={sound as never}>
            <I18nProvider i18n={i18n}>
              <AppServicesProvider services={services}>
                <GameRunView game="mouse" services={api} />
              </AppServicesProvider>
            </I18nProvider>
          </SoundActorProvider>
        </SiteActorProvider>
      </StrictMode>,
    );
    return { stage, api, view };
  };

  const frameObservers = () => world.scene.onBeforeRenderObservable.observers.length;
  // Babylon unregisters an observer on the next tick: count only after removals have gone through.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('comes out of the double mount as one run: one claim, one game drawn on the world', async () => {
    await settled();
    const observersBefore = frameObservers();
    const meshesBefore = world.scene.meshes.length;
    const { stage } = mount();
    await waitFor(() => expect(stage.claimedBy).toBe('mouse'));
    await act(async () => stage.worldReady({ game: 'mouse', scene: world.scene, assets: world.assets }));
    await waitFor(() => expect(frameObservers()).toBe(observersBefore + 1));
    expect(document.querySelector('[data-screen="game-run"]')?.getAttribute('data-run')).toMatch(
      /tutorial|playing/,
    );
    // One game's nodes: a tile set per pooled tile and one sphere, not two of each.
    const spheres = world.scene.rootNodes.filter((n) => n.name.startsWith('__root__-player'));
    expect(spheres).toHaveLength(1);
    expect(world.scene.meshes.length).toBeGreaterThan(meshesBefore);
  });

  it('leaves nothing when the player goes: the claim, the frame observer and the nodes', async () => {
    await settled();
    const observersBefore = frameObservers();
    const meshesBefore = world.scene.meshes.length;
    const { stage, view } = mount();
    await waitFor(() => expect(stage.claimedBy).toBe('mouse'));
    await act(async () => stage.worldReady({ game: 'mouse', scene: world.scene, assets: world.assets }));
    await waitFor(() => expect(frameObservers()).toBe(observersBefore + 1));
    view.unmount();
    await settled();
    expect(stage.claimedBy).toBeNull();
    expect(frameObservers()).toBe(observersBefore);
    expect(world.scene.meshes.length).toBe(meshesBefore);
  });

  it('says what is missing when the browser has no WebGL', async () => {
    const { stage } = mount();
    await waitFor(() => expect(stage.claimedBy).toBe('mouse'));
    act(() => stage.markUnavailable());
    expect(await screen.findByText(/needs 3D graphics \(WebGL\)/)).toBeTruthy();
  });

  it('says why the server refused, in the page’s words and never in the server’s English', async () => {
    const refusal = new ApiRequestError(429, {
      error: 'rate_limited',
      message: 'Too many requests: try again in 30 s',
    });
    mount({ startRun: vi.fn(async () => Promise.reject(refusal)) });
    const reason = await screen.findByTestId('run-reason');
    expect(reason.textContent).toBe('Too many attempts. Please wait a minute and try again.');
    expect(reason.getAttribute('data-code')).toBe('rate_limited');
    expect(document.body.textContent).not.toContain('Too many requests');
  });
});
