import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

describe('the response serializer', () => {
  const serialize = responseSerializerCompiler({
    schema: z.object({ success: z.literal(true), data: z.object({ idleExpiresAt: z.string() }) }),
    method: 'GET',
    url: '/api/check-session',
  });

  it('sends what the contract describes, without keys it does not know', () => {
    expect(serialize({ success: true, data: { idleExpiresAt: 'soon', secret: 'x' }, extra: 1 })).toBe(
      '{"success":true,"data":{"idleExpiresAt":"soon"}}',
    );
  });

  it('refuses an answer that does not match the contract', () => {
    expect(() => serialize({ success: true, data: { idleExpiresAt: 3 } })).toThrow(ResponseSerializationError);
  });
});
