// An answer whose JSON text is already made, by PostgreSQL as a rule: the router sends it as it is.
// A page of cards parsed into rows, mapped into objects and stringified again cost the query API's one
// thread most of a list's CPU and most of its garbage; built as JSON where the rows are, it costs the
// thread one string per row.

/** JSON text standing for a value of type T (the type is the caller's promise, checked by the API tests). */
export class JsonText<T = unknown> {
  /** Only carries T for the compiler; never set. */
  declare readonly shape?: T;

  constructor(readonly text: string) {}
}

/**
 * An object's JSON with some members already JSON text, in the order given: `jsonObject({ projects:
 * rawArray(cards), total: 3 })`. Plain values are stringified; JsonText members go in as they are.
 */
export const jsonObject = <T>(members: { readonly [K in keyof T]: T[K] | JsonText<T[K]> }): JsonText<T> => {
  const parts = Object.entries(members).map(([key, value]) => `${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
  return new JsonText<T>(`{${parts.join(',')}}`);
};

/** A JSON array of elements that are each JSON text already (one per row). */
export const jsonArray = <T>(elements: readonly string[]): JsonText<T[]> => new JsonText<T[]>(`[${elements.join(',')}]`);
