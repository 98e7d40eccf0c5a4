// Updates of a row the projection must already hold: a missing row means an event it cannot apply,
// so it throws and the runtime parks the event, instead of writing nothing silently.
import type { QueryResult } from 'pg';

export const expectRow = (result: QueryResult, what: string): void => {
  if (result.rowCount === 0) throw new Error(`${what} is not in the read model`);
};
