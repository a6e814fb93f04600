import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LegalPageId } from '../../api/site-routes.ts';

/** The legal pages' titles, apart from their texts, so the document title needs no more than these. */
export const LEGAL_TITLES: Record<LegalPageId, MessageDescriptor> = {
  'privacy-policy': msg`Privacy policy`,
  'website-terms-of-use': msg`Website terms of use`,
  'cookie-policy': msg`Cookie policy`,
};
