import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../boot/chunk-reload.ts';

/**
 * The 3D stage is an extra: when its chunk or the engine fails, the page goes on without it (the loader is
 * told, so it never waits forever), after one guarded reload for a chunk that vanished with a new deploy.
 */
export class StageBoundary extends Component<
  { onFailure: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    this.props.onFailure(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
