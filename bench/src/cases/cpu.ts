// Who used the CPU during a measured window: the bench's own clients (this process), the product's
// server (its child process) and PostgreSQL (the backends of the bench database). On 2 shared cores
// they compete, so a latency figure alone does not say what the server costs; CPU per request does.
// Read from /proc (Linux); elsewhere the server and database figures are reported as unknown (NaN).
// The machine's other work in the window (other people's jobs on a shared machine) is measured too:
// the busy time of all cores (/proc/stat) less the three above, so a slow latency can be told from a
// busy machine.
import { readFile } from 'node:fs/promises';
import type { Pool } from 'pg';
import { report } from '../measure';

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

/** Busy CPU ms of the whole machine (every core, user and system), from /proc/stat's first line. */
const machineBusyMs = async (): Promise<number | null> => {
  try {
    const [line = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
    const busy = ticks.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0);
    return Number.isFinite(busy) ? (busy * 1000) / TICKS_PER_SECOND : null;
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
  /** SQL statements the server sent (its round trips to PostgreSQL), projections' polls included. */
  readonly statements: number;
  /** CPU ms of everything else on the machine (NaN where /proc/stat is not there). */
  readonly othersMs: number;
  /** Length of the window, ms. */
  readonly elapsedMs: number;
}

export interface CpuMeter {
  stop(): Promise<CpuUse>;
}

/** The product's process: its pid, and how many statements it has sent so far. */
export interface MeteredServer {
  readonly pid: number;
  statements(): Promise<number>;
}

export const startCpuMeter = async (app: MeteredServer, pool: Pool): Promise<CpuMeter> => {
  const serverPid = app.pid;
  const statements = await app.statements();
  const machine = await machineBusyMs();
  const startedAt = Date.now();
  const backends = async () => (await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map((r) => r.pid);
  const clients = process.cpuUsage();
  const server = await procCpuMs(serverPid);
  const database = await sumCpuMs(await backends());
  return {
    async stop() {
      const used = process.cpuUsage(clients);
      const machineNow = await machineBusyMs();
      const elapsedMs = Date.now() - startedAt;
      const serverNow = await procCpuMs(serverPid);
      const databaseNow = await sumCpuMs(await backends());
      const statementsNow = await app.statements();
      let databaseMs = 0;
      // Backends that lived through the whole window; pools keep theirs open, so that is nearly all.
      for (const [pid, ms] of databaseNow) databaseMs += ms - (database.get(pid) ?? ms);
      const clientsMs = (used.user + used.system) / 1000;
      const serverMs = server === null || serverNow === null ? Number.NaN : serverNow - server;
      const ours = clientsMs + serverMs + (database.size === 0 ? Number.NaN : databaseMs);
      return {
        clientsMs,
        serverMs,
        databaseMs: database.size === 0 ? Number.NaN : databaseMs,
        othersMs: machine === null || machineNow === null ? Number.NaN : Math.max(0, machineNow - machine - ours),
        elapsedMs,
        statements: statementsNow - statements,
      };
    },
  };
};

/**
 * `<prefix>_{server,database,clients}_cpu_per_request`, the clients' share of the three, the database
 * round trips per request, and how many cores other work on the machine kept busy meanwhile.
 */
export const reportCpu = (prefix: string, use: CpuUse, requests: number): void => {
  const per = (value: number) => value / Math.max(1, requests);
  report(`${prefix}_server_cpu_per_request`, per(use.serverMs), 'ms');
  report(`${prefix}_database_cpu_per_request`, per(use.databaseMs), 'ms');
  report(`${prefix}_clients_cpu_per_request`, per(use.clientsMs), 'ms');
  report(`${prefix}_clients_cpu_share`, use.clientsMs / (use.clientsMs + use.serverMs + use.databaseMs), 'ratio');
  report(`${prefix}_database_round_trips_per_request`, per(use.statements), 'statements');
  report(`${prefix}_other_load`, use.othersMs / Math.max(1, use.elapsedMs), 'cores');
};
