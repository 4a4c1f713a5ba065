/** The person closed the browser's passkey prompt (or it timed out): a calm message, not an error. */
export function isCancelledCeremony(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  return error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}
