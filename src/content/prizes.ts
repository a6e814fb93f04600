import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PrizeId } from '../../api/competition.ts';

/** Spec §9: what each tier's winners receive. */
export const PRIZE_NAMES: Record<PrizeId, MessageDescriptor> = {
  'gaming-pc-bundle': msg`A gaming PC with a mouse, a headset and a keyboard`,
  'graphics-card': msg`A graphics card`,
  'peripherals-bundle': msg`A mouse, a headset and a keyboard`,
};
