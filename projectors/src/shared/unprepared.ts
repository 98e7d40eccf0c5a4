// The set-based projections' statements planned afresh every time. The runtime prepares each statement
// by its text, and PostgreSQL soon settles on one generic plan for it; for a statement that finds rows
// by a list of keys, that plan is made while a rebuild's fresh table is nearly empty (a sequential scan)
// and kept while the table grows to hundreds of thousands of rows. A batch runs a handful of
// statements, so planning each for its own keys costs a fraction of a millisecond per batch.
import type { PoolClient } from 'pg';

export const planEachTime = (client: PoolClient): PoolClient =>
  new Proxy(client, {
    get(target, property, receiver) {
      // A query config is never prepared by the runtime (only a text with values is).
      if (property === 'query') return (text: unknown, values?: unknown[]) => (typeof text === 'string' ? target.query({ text, values }) : target.query(text as never, values));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
