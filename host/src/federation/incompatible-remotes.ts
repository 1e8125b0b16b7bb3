/**
 * Remotes refused because they do not fit this host
 * (`@cabinet/runtime/compatibility`), by name, with the reasons — for the
 * section's fallback to explain in Russian
 * and the console to name. MF wraps what a runtime plugin throws in its own
 * errors, so the reasons travel here rather than in the error.
 */
const refused = new Map<string, readonly string[]>();

class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: string,
    readonly misfits: readonly string[],
  ) {
    super(`Remote ${remote} does not fit this host: ${misfits.join('; ')}`);
    this.name = 'RemoteIncompatibleError';
  }
}

function refuseRemote(name: string, misfits: readonly string[]): RemoteIncompatibleError {
  refused.set(name, misfits);
  return new RemoteIncompatibleError(name, misfits);
}

function acceptRemote(name: string): void {
  refused.delete(name);
}

/** Why remote `name` was refused, or undefined when it was not. */
function incompatibilityOf(name: string): readonly string[] | undefined {
  return refused.get(name);
}

export { acceptRemote, incompatibilityOf, refuseRemote };
