// Catching a service's database session in the act, from pg_stat_activity: the processes name their
// pools (application_name `wb-<service>` and `wb-<service>-events`), so a session is known by service.
import type { Pool } from 'pg';
import { pause } from '../../src/testing/waitFor';

/** A command's append under way: the event store's INSERT (or its append function) running now. */
export const APPENDING = `application_name = 'wb-command-api-events' AND state = 'active' AND query ~* 'insert into events|wb_append_to_stream'`;
/**
 * A projection batch under way: a projectors session inside a transaction that has written (it holds a
 * transaction id), i.e. between its first write of the batch and its commit.
 */
export const PROJECTING = `application_name = 'wb-projectors' AND backend_xid IS NOT NULL AND state IN ('active', 'idle in transaction')`;

/** Polls until a session matching `where` is seen; answers its pid, or null after `boundMs`. */
export const catchSession = async (pool: Pool, where: string, boundMs: number): Promise<number | null> => {
  const until = Date.now() + boundMs;
  while (Date.now() < until) {
    const { rows } = await pool.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE ${where} LIMIT 1`);
    if (rows[0]) return rows[0].pid;
    await pause(2);
  }
  return null;
};

/** Terminates sessions matching `where` as they are caught, `times` times; answers how many were terminated. */
export const terminateSessions = async (pool: Pool, where: string, times: number, boundMs: number): Promise<number> => {
  const until = Date.now() + boundMs;
  let terminated = 0;
  while (terminated < times && Date.now() < until) {
    const { rows } = await pool.query<{ ok: boolean }>(`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE ${where} LIMIT 1`);
    if (rows[0]?.ok) {
      terminated += 1;
      // Let the service notice and go on before the next cut.
      await pause(200);
    } else await pause(2);
  }
  return terminated;
};
