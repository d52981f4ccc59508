/** The response envelope every API call answers with (spec section 7). */
import { z } from 'zod';
import { ERROR_CODES, ErrorCategory } from './error-codes.ts';

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  /** The friendly message, safe to show to users. */
  message: z.string(),
  error: z.object({
    code: z.enum(ERROR_CODES),
    category: z.enum(ErrorCategory),
    /** Technical message, for support and logs. Never contains a stack trace or patient data. */
    technical: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
