/** The person closed the browser's passkey prompt (or it timed out): a calm message, not an error. */
export function isCancelledCeremony(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  return error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

export type PasskeySignInErrorKey = 'cancelled' | 'expired' | 'unknown' | 'invalid' | 'cloned' | 'unsupported';

/** Which message a refused passkey sign-in shows (`details.passkey`), or null for the password screen's own catalogue. */
export function passkeySignInError(error: unknown): PasskeySignInErrorKey | null {
  if (isCancelledCeremony(error)) return 'cancelled';
  if (error instanceof Error && (error.name === 'NotSupportedError' || error.message.includes('does not support WebAuthn'))) return 'unsupported';
  const details = (error as { details?: Record<string, string> | null } | null)?.details;
  const reason = details?.passkey;
  return reason === 'expired' || reason === 'unknown' || reason === 'invalid' || reason === 'cloned' ? reason : null;
}
