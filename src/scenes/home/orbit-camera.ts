import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { Vector2, Vector3, type Matrix } from '@babylonjs/core/Maths/math.vector.js';
import type { Scene } from '@babylonjs/core/scene.js';

/**
 * The home's camera: a point on a sphere around a target, with the target shifted on screen. It is what the home
 * used of ArcRotateCamera, whose inputs, behaviours and interpolation (about 12 KB gzip in the stage's script) the
 * home never used: the scene poses this camera every frame and nothing else moves it.
 *
 * Angles as ArcRotateCamera's, so poses carry over: `alpha` around the vertical axis from +X, `beta` down from +Y.
 */
export class OrbitCamera extends TargetCamera {
  alpha = 0;
  beta = Math.PI / 2;
  radius = 1;
  private readonly orbitTarget = Vector3.Zero();
  /** Added to the view's translation: moves the target across the screen, in view units. */
  readonly targetScreenOffset = Vector2.Zero();

  constructor(name: string, scene: Scene) {
    super(name, Vector3.Zero(), scene);
  }

  /** The point the camera orbits and looks at; setting it copies the value. */
  override get target(): Vector3 {
    return this.orbitTarget;
  }
  override set target(value: Vector3) {
    this.orbitTarget.copyFrom(value);
  }

  override getTarget(): Vector3 {
    return this.orbitTarget;
  }

  override getClassName(): string {
    return 'OrbitCamera';
  }

  /** The pose changes by plain fields, so the cached view is never trusted. */
  override _isSynchronizedViewMatrix(): boolean {
    return false;
  }

  override _getViewMatrix(): Matrix {
    // A beta of exactly 0 or π would leave the up vector parallel to the view.
    const sinBeta = Math.sin(this.beta) || 0.0001;
    const radius = this.radius || 0.0001;
    const target = this.orbitTarget;
    this.position.set(
      target.x + radius * Math.cos(this.alpha) * sinBeta,
      target.y + radius * Math.cos(this.beta),
      target.z + radius * Math.sin(this.alpha) * sinBeta,
    );
    this._currentTarget.copyFrom(target);
    this._computeViewMatrix(this.position, target, this.upVector);
    this._viewMatrix.addAtIndex(12, this.targetScreenOffset.x);
    this._viewMatrix.addAtIndex(13, this.targetScreenOffset.y);
    return this._viewMatrix;
  }
}
