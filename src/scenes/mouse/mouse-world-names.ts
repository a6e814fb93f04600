import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';

/** Names of the mouse world's declared nodes that its game view looks up, and where the camera rests. */
export const MOUSE_CAMERA = 'mouse-camera';
export const MOUSE_BOARD = 'mouse-board';
export const MOUSE_CAMERA_POSITION = new Vector3(0, 1.15, -1.55);
/** Where the camera looks: over the sphere, down the path. */
export const MOUSE_CAMERA_TARGET = new Vector3(0, 0, 1.3);
/** The vertical field of view on a landscape screen; a portrait one widens it (mouse-camera-framing.ts). */
export const MOUSE_CAMERA_FOV = 0.95;
