// A start that cannot work for a reason the operator can fix (a port taken, a folder not writable, a
// disk too full). The entry point prints its message, one line saying what to do, and exits non-zero:
// no stack trace, which would only bury the one thing to do.
export class StartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartError';
  }
}

/** The `code` of a Node system error (EADDRINUSE, EACCES, ...), if it has one. */
export const errorCode = (err: unknown): string | undefined => (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined);

/** A listen() that failed because the port is taken or not ours to use, said as what to do. */
export const listenProblem = (err: unknown, port: number, variable: string): StartError | null => {
  const code = errorCode(err);
  if (code === 'EADDRINUSE') return new StartError(`Port ${port} is already in use: stop the program listening on it, or set ${variable} to a free port.`);
  if (code === 'EACCES') return new StartError(`Port ${port} may not be used by this user: set ${variable} to a port above 1023.`);
  return null;
};
