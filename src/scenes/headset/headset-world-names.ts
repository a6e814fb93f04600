/** Names of the headset world's declared nodes that its game view looks up. */
export const HEADSET_CAMERA = 'headset-camera';
export const HEADSET_FLOOR = 'headset-floor';
export const HEADSET_INDICATOR = 'headset-indicator';
export const HEADSET_RIPPLE = 'headset-ripple';
