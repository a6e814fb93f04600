import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../api/errors.ts';
import { RUN_REFUSAL_REASONS } from '../../api/run-refusals.ts';
import {
  API_ERROR_MESSAGES,
  apiReasonMessage,
  refusedRunHeadline,
  RUN_REFUSAL_MESSAGES,
  UNKNOWN_API_ERROR,
} from './api-reasons.ts';

describe('the API codes in the visitor’s words', () => {
  it('has a message for exactly the refusal reasons and error codes the server can send', () => {
    expect(Object.keys(RUN_REFUSAL_MESSAGES).sort()).toEqual([...RUN_REFUSAL_REASONS].sort());
    expect(Object.keys(API_ERROR_MESSAGES).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it('gives each refusal its own message, none the fallback', () => {
    const messages = RUN_REFUSAL_REASONS.map((reason) => apiReasonMessage(reason));
    expect(new Set(messages.map((m) => m.id)).size).toBe(RUN_REFUSAL_REASONS.length);
    for (const message of messages) expect(message).not.toBe(UNKNOWN_API_ERROR);
    for (const code of API_ERROR_CODES) expect(apiReasonMessage(code)).toBe(API_ERROR_MESSAGES[code]);
  });

  it('falls back for codes this build does not know, and for none', () => {
    for (const code of ['a_newer_reason', 'toString', '__proto__', '', null, undefined])
      expect(apiReasonMessage(code)).toBe(UNKNOWN_API_ERROR);
  });

  it('says a short or stale run was not saved, and never that a run was refused', () => {
    for (const reason of RUN_REFUSAL_REASONS) {
      const headline = refusedRunHeadline(reason).message ?? '';
      const innocent = ['run_too_short', 'run_expired', 'game_unverifiable'].includes(reason);
      expect(headline, reason).toBe(innocent ? 'This run was not saved.' : 'This run could not be verified.');
      expect(headline, reason).not.toMatch(/refused|cheat/i);
    }
    // An answer without a reason (a newer server, a proxy's error) blames no one either.
    expect(refusedRunHeadline(null).message).toBe('This run could not be verified.');
  });
});
