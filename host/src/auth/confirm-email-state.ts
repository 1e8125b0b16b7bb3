/**
 * The address a registration was sent to, handed to `/confirm-email` in the
 * location state so that it is shown without landing in the address bar.
 */
function confirmEmailState(email: string): { email: string } {
  return { email };
}

function readConfirmEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

export { confirmEmailState, readConfirmEmail };
