import { friendlyMessage } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { refusalOf } from './refusal.ts';

const DATA_MISMATCH = friendlyMessage('badData', appConfig.supportPhone);

describe('the words of a refused console call', () => {
  it("are the catalogue's message when the server gives no reason to read", () => {
    const unauthorized = new ApiError('You are not authorized to perform this action.', 401, 'unauthorized');
    expect(refusalOf(unauthorized)).toEqual({ field: null, text: unauthorized.message });
    const limited = new ApiError('Too many requests. Please try again later.', 429, 'tooManyRequests', 'limit');
    expect(refusalOf(limited)).toEqual({ field: null, text: limited.message });
  });

  it("add refused data's reason, naming its field", () => {
    const taken = new ApiError(DATA_MISMATCH, 400, 'badData', "name: the organization already has 'North'");
    expect(refusalOf(taken)).toEqual({
      field: 'name',
      text: `${DATA_MISMATCH} name: the organization already has 'North'`,
    });
    const missing = new ApiError('Some required data is missing.', 400, 'missingParams', 'email: is required');
    expect(refusalOf(missing)).toEqual({ field: 'email', text: 'Some required data is missing. email: is required' });
  });

  it('name no field when the reason is about the change as a whole', () => {
    const last = new ApiError(
      DATA_MISMATCH,
      400,
      'badData',
      'The last active organization administrator cannot be deactivated.',
    );
    expect(refusalOf(last)).toEqual({
      field: null,
      text: `${DATA_MISMATCH} The last active organization administrator cannot be deactivated.`,
    });
    expect(refusalOf(new ApiError(DATA_MISMATCH, 400, 'badData'))).toEqual({ field: null, text: DATA_MISMATCH });
  });

  it("are the catalogue's default message when the API never answered", () => {
    const text = friendlyMessage('default', appConfig.supportPhone);
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ field: null, text });
    expect(refusalOf('nothing')).toEqual({ field: null, text });
  });
});
