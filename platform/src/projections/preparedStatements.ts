// Projections write with the same few statements over and over (one per event kind). Handing them a
// client that names each statement by its text lets PostgreSQL parse and plan it once per connection
// instead of once per event. A schema change (a rebuild's table swap) makes PostgreSQL analyse the
// statement again by itself.
import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';

const nameOf = (text: string): string => `wb_p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

export const withPreparedStatements = (client: PoolClient): PoolClient => {
  const names = new Map<string, string>();
  const query = (...args: unknown[]): unknown => {
    const [text, values] = args;
    // Only statements with parameters: a text without them may hold several statements, which cannot
    // be prepared.
    if (typeof text === 'string' && Array.isArray(values)) {
      let name = names.get(text);
      if (!name) {
        name = nameOf(text);
        names.set(text, name);
      }
      return client.query({ name, text, values });
    }
    return (client.query as (...a: unknown[]) => unknown)(...args);
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
};
