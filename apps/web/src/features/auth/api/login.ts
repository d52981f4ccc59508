import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const LoginRequest = z.object({
  firstName: z.string().trim().min(1),
  practiceId: z.string().trim().min(1),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

const LoginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.looseObject({ sessionId: z.string().min(1) }),
});

/** POST /api/login. Throws ApiError with the server's message on failure. */
export async function login(request: LoginRequest): Promise<{ sessionId: string }> {
  const body = LoginRequest.parse(request);
  const response = await apiRequest('/api/login', LoginResponse, { method: 'POST', body });
  return { sessionId: response.data.sessionId };
}
