// One active instance per projection: a session advisory lock held on one dedicated connection, plus a
// lease row saying which instance holds it (for operators; the advisory lock is what excludes).
// Correctness does not rest on the lock: the checkpoint compare-and-set rejects a stale instance's batch.
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from '../logging/logger';

const LOCK_NAMESPACE = 727_002;
const HEARTBEAT_MS = 5_000;

export class ProjectionLock {
  readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private client: Promise<PoolClient> | null = null;
  /** Queries on the one lock connection run one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  private generation = 0;
  /** Removes the lost-connection handler before the client goes back to the pool. */
  private detach: () => void = () => undefined;
  private readonly held = new Set<string>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly logger: Logger,
  ) {}

  holds(name: string): boolean {
    return this.held.has(name);
  }

  async tryAcquire(name: string): Promise<boolean> {
    // Advisory locks count: taking one twice would need two unlocks.
    if (this.held.has(name)) return true;
    const client = await this.connection();
    const attempt = this.queue.then(() => client.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [LOCK_NAMESPACE, name]));
    this.queue = attempt.catch(() => undefined);
    const { rows } = await attempt;
    if (!rows[0]?.locked) return false;
    await this.pool.query(
      `INSERT INTO projection_leases (projection, owner, acquired_at, heartbeat_at) VALUES ($1, $2, now(), now())
       ON CONFLICT (projection) DO UPDATE SET owner = $2, acquired_at = now(), heartbeat_at = now()`,
      [name, this.owner],
    );
    this.held.add(name);
    return true;
  }

  /** Gives up one lock (a rebuild that swapped its tables in) and keeps the others. */
  async release(name: string): Promise<void> {
    if (!this.held.delete(name)) return;
    await this.pool.query('DELETE FROM projection_leases WHERE projection = $1 AND owner = $2', [name, this.owner]).catch(() => undefined);
    const client = await this.connection();
    const unlock = this.queue.then(() => client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, name]));
    this.queue = unlock.catch(() => undefined);
    await unlock;
  }

  async releaseAll(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const client = this.client;
    this.client = null;
    const names = [...this.held];
    this.held.clear();
    if (names.length) {
      await this.pool.query('DELETE FROM projection_leases WHERE owner = $1', [this.owner]).catch(() => undefined);
    }
    if (client) {
      await this.queue;
      const connection = await client.catch(() => null);
      if (connection) {
        await connection.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
        this.detach();
        connection.release();
      }
    }
  }

  private connection(): Promise<PoolClient> {
    if (!this.client) {
      const connecting = this.connect();
      this.client = connecting;
      // A connect refused while the server is down is tried again next time, not kept: kept, every
      // later attempt got the same error and no projection ran again after the server came back.
      connecting.catch(() => {
        if (this.client === connecting) this.client = null;
      });
    }
    return this.client;
  }

  private async connect(): Promise<PoolClient> {
    const generation = ++this.generation;
    const client = await this.pool.connect();
    const onError = (err: Error) => {
      // The locks died with the session: stop applying until they are taken again.
      this.logger.error({ err }, 'projection lock connection lost');
      this.held.clear();
      if (this.generation === generation) this.client = null;
      client.off('error', onError);
      client.release(err);
    };
    client.on('error', onError);
    this.detach = () => client.off('error', onError);
    this.heartbeat ??= setInterval(() => {
      if (!this.held.size) return;
      this.pool.query('UPDATE projection_leases SET heartbeat_at = now() WHERE owner = $1', [this.owner]).catch((err) => this.logger.warn({ err }, 'lease heartbeat failed'));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    return client;
  }
}
