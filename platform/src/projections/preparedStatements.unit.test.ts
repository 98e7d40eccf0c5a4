import type { PoolClient } from 'pg';
import { withPreparedStatements } from './preparedStatements';

const recordingClient = () => {
  const calls: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ rowCount: 1 });
    },
    release: () => 'released',
  };
  return { calls, client: client as unknown as PoolClient };
};

describe('withPreparedStatements', () => {
  it('names a statement with parameters by its text: the same text the same name, another text another', async () => {
    const { calls, client } = recordingClient();
    const prepared = withPreparedStatements(client);
    await prepared.query('UPDATE projects SET name = $2 WHERE project_id = $1', ['p1', 'Tides']);
    await prepared.query('UPDATE projects SET name = $2 WHERE project_id = $1', ['p2', 'Moons']);
    await prepared.query('DELETE FROM projects WHERE project_id = $1', ['p3']);
    const configs = calls.map(([config]) => config as { name: string; text: string; values: unknown[] });
    expect(configs[0]).toEqual({ name: expect.stringMatching(/^wb_p_/), text: 'UPDATE projects SET name = $2 WHERE project_id = $1', values: ['p1', 'Tides'] });
    expect(configs[1]?.name).toBe(configs[0]?.name);
    expect(configs[1]?.values).toEqual(['p2', 'Moons']);
    expect(configs[2]?.name).not.toBe(configs[0]?.name);
  });

  it('passes a text without parameters (perhaps several statements) and query configs through as they are', async () => {
    const { calls, client } = recordingClient();
    const prepared = withPreparedStatements(client);
    await prepared.query('SAVEPOINT a; RELEASE SAVEPOINT a');
    await prepared.query({ text: 'SELECT 1', values: [] });
    expect(calls).toEqual([['SAVEPOINT a; RELEASE SAVEPOINT a'], [{ text: 'SELECT 1', values: [] }]]);
  });

  it('answers what the client answers, and leaves its other methods alone', async () => {
    const { client } = recordingClient();
    const prepared = withPreparedStatements(client);
    await expect(prepared.query('SELECT $1::int', [1])).resolves.toEqual({ rowCount: 1 });
    expect((prepared as unknown as { release(): string }).release()).toBe('released');
  });
});
