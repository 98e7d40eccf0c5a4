// The kind of the typed failure an outside service's adapter throws, for its contract tests: anything
// else thrown, or nothing thrown at all, fails the test.
export const failureKindOf = async <Kind extends string>(Failure: abstract new (...args: never[]) => Error & { readonly kind: Kind }, run: () => Promise<unknown>): Promise<Kind> => {
  try {
    await run();
  } catch (err) {
    if (err instanceof Failure) return err.kind;
    throw err;
  }
  throw new Error(`expected a ${Failure.name}`);
};
