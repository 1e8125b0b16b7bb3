import { hmac, safeEqual, sha1 } from './crypto.ts';

/** Laravel's verification links expire after 60 minutes. */
export const VERIFICATION_TTL_SECONDS = 60 * 60;

export interface VerificationParams {
  id: number;
  hash: string;
  expires: number;
}

/**
 * Signs what Laravel's `URL::temporarySignedRoute('verification.verify')`
 * protects: the user id, sha1 of the e-mail and the expiry (Unix seconds).
 */
export function signVerification(appKey: string, params: VerificationParams): string {
  return hmac(appKey, `verify-email|${params.id}|${params.hash}|${params.expires}`);
}

export function verificationLink(frontendUrl: string, appKey: string, id: number, email: string, now: Date): string {
  const params = { id, hash: sha1(email.toLowerCase()), expires: Math.floor(now.getTime() / 1000) + VERIFICATION_TTL_SECONDS };
  const query = new URLSearchParams({ expires: String(params.expires), signature: signVerification(appKey, params) });
  return `${frontendUrl}/verify/${id}/${params.hash}?${query.toString()}`;
}

export function isValidSignature(appKey: string, params: VerificationParams, signature: string): boolean {
  return safeEqual(signVerification(appKey, params), signature);
}
