import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrorCode } from '../../../api/errors.ts';

/** What the forms say for each catalogue code (spec §5, §8), in the visitor's language. */
export const FIELD_MESSAGES: Readonly<Record<FieldErrorCode, MessageDescriptor>> = {
  required: msg`This field is required`,
  invalid_email: msg`Email is invalid`,
  invalid_date: msg`The date is not valid`,
  optin: msg`Accept the rules and terms and conditions to continue`,
  too_long: msg`This is too long`,
  too_short: msg`This is too short`,
  invalid: msg`This value is not valid`,
  invisible_characters: msg`Names cannot contain invisible or direction-changing characters`,
};

/** Spec §8 duplicate_email: the address belongs to a player with another surname. */
export const DUPLICATE_EMAIL_MESSAGE = msg`This e-mail address already exists with a different surname`;
/** Spec §8 global_error. */
export const GLOBAL_ERROR_MESSAGE = msg`An error occurred, please try again later`;
