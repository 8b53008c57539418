import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../lib/errors';
import type { LoginThrottle } from '../../repositories/login-throttle';

/**
 * A sign-in refused by the throttle (password or passkey): the lock-out is audited once, at its
 * first refusal, and the caller throws the 429 this answers.
 */
export async function lockedOut(
  request: FastifyRequest,
  throttle: LoginThrottle,
  refused: { limit: string; retryAfterSeconds: number },
  tried: { email: string; targetId: string },
): Promise<TooManyRequestsError> {
  if (await throttle.firstRefusal(refused)) {
    const limit = refused.limit.split('|')[1] ?? '';
    await request.audit({
      actorId: null,
      actorEmail: '',
      targetType: 'user',
      targetId: tried.targetId,
      action: 'auth.locked_out',
      details: { email: tried.email, limit, retryAfterSeconds: refused.retryAfterSeconds },
    });
  }
  return new TooManyRequestsError(
    `Too many failed sign-in attempts. Please wait ${throttle.windowMinutes} minutes and try again.`,
    refused.retryAfterSeconds,
  );
}
