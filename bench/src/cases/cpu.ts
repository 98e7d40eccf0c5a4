// Who used the CPU during a measured window: the bench's own clients (this process), the product's
// server (its child process) and PostgreSQL (the backends of the bench database). On 2 shared cores
// they compete, so a latency figure alone does not say what the server costs; CPU per request does.
// Read from /proc (Linux); elsewhere the server and database figures are reported as unknown (NaN).
import { readFile } from 'node:fs/promises';
import type { Pool } from 'pg';

/** Clock ticks per second of /proc's utime and stime (`getconf CLK_TCK` is 100 on Linux). */
const TICKS_PER_SECOND = 100;

const procCpuMs = async (pid: number): Promise<number | null> => {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
};

const sumCpuMs = async (pids: readonly number[]): Promise<Map<number, number>> => {
  const entries = await Promise.all(pids.map(async (pid) => [pid, await procCpuMs(pid)] as const));
  return new Map(entries.filter((e): e is readonly [number, number] => e[1] !== null));
};

export interface CpuUse {
  /** CPU ms of the bench's clients. */
  readonly clientsMs: number;
  /** CPU ms of the product's process (HTTP, sessions, queries' JavaScript, projections). */
  readonly serverMs: number;
  /** CPU ms of the PostgreSQL backends of the bench database. */
  readonly databaseMs: number;
  /**
   * Transactions the bench database committed or rolled back (pg_stat_database): each statement of the
   * server outside a transaction is one, so per request it counts the round trips a request costs.
   * Backends report them within a second of going idle, so a window of a few seconds is near enough.
   */
  readonly databaseTransactions: number;
}

export interface CpuMeter {
  stop(): Promise<CpuUse>;
}

const transactionsOf = async (pool: Pool): Promise<number> => {
  const { rows } = await pool.query<{ n: string }>('SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = current_database()');
  return Number(rows[0]?.n ?? Number.NaN);
};

export const startCpuMeter = async (serverPid: number, pool: Pool): Promise<CpuMeter> => {
  const transactions = await transactionsOf(pool);
  const backends = async () => (await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map((r) => r.pid);
  const clients = process.cpuUsage();
  const server = await procCpuMs(serverPid);
  const database = await sumCpuMs(await backends());
  return {
    async stop() {
      const used = process.cpuUsage(clients);
      const serverNow = await procCpuMs(serverPid);
      const databaseNow = await sumCpuMs(await backends());
      // The other backends report within a second of going idle.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const transactionsNow = await transactionsOf(pool);
      let databaseMs = 0;
      // Backends that lived through the whole window; pools keep theirs open, so that is nearly all.
      for (const [pid, ms] of databaseNow) databaseMs += ms - (database.get(pid) ?? ms);
      return {
        clientsMs: (used.user + used.system) / 1000,
        serverMs: server === null || serverNow === null ? Number.NaN : serverNow - server,
        databaseMs: database.size === 0 ? Number.NaN : databaseMs,
        // Less the meter's own three (the first count, the backends' lists); the projections' polls
        // (each worker every 500 ms when idle) stay in, a few dozen in a window.
        databaseTransactions: transactionsNow - transactions - 3,
      };
    },
  };
};
