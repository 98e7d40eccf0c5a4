// One subscriber's hold on one partition of a topic for its group: a session advisory lock on a
// connection checked out for the time of a batch. While it is held no other subscriber of the group, in
// this process or another, handles that partition, so its messages are handled one at a time, in order.
// The lock goes with the session: a process killed mid-message frees the partition at once, and the
// next subscriber handles that message again (at least once). The position only moves on the claiming
// connection, so a claim whose session was cut cannot record anything.
import type { Pool, PoolClient } from 'pg';
import { watchCheckedOut } from '../../sql/sql';
import type { BusMessage } from '../bus';
import { CLAIM_LOCK_CLASS } from './schema';

export interface LoggedMessage {
  readonly seq: string;
  readonly message: BusMessage;
}

interface MessageRow {
  readonly seq: string;
  readonly id: string;
  readonly key: string;
  readonly type: string;
  readonly payload: string;
}

export class PartitionClaim {
  private constructor(
    private readonly client: PoolClient,
    private readonly watch: ReturnType<typeof watchCheckedOut>,
    private readonly where: readonly [string, string, number],
    private readonly lockName: string,
  ) {}

  /** The claim, or null when another subscriber holds the partition. */
  static async take(pool: Pool, topic: string, group: string, partition: number): Promise<PartitionClaim | null> {
    const client = await pool.connect();
    const watch = watchCheckedOut(client);
    // A collision of two names' hashes only makes two partitions wait for each other, never share one.
    const lockName = `${topic}\n${group}\n${partition}`;
    try {
      const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS got', [CLAIM_LOCK_CLASS, lockName]);
      if (rows[0]?.got) return new PartitionClaim(client, watch, [topic, group, partition], lockName);
      watch.stop();
      client.release();
      return null;
    } catch (err) {
      watch.stop();
      client.release(watch.lost() ?? (err as Error));
      throw err;
    }
  }

  /**
   * The next messages after the group's position, at most `limit`, and the failures so far of the first
   * (its back-off); none while a back-off runs. Read under the claim: another subscriber may have moved
   * the position since the partition was seen due.
   */
  async next(limit: number): Promise<{ messages: LoggedMessage[]; failures: number }> {
    const [topic, , partition] = this.where;
    const at = await this.client.query<{ position: string; failures: number; due: boolean }>(
      `SELECT position::text AS position, failures, (retry_at IS NULL OR retry_at <= now()) AS due
         FROM wb_bus.positions WHERE topic = $1 AND consumer_group = $2 AND partition = $3`,
      [...this.where],
    );
    const row = at.rows[0];
    if (!row?.due) return { messages: [], failures: 0 };
    const { rows } = await this.client.query<MessageRow>(
      // Ordered by the column, not by its text (where 11 comes before 5).
      `SELECT m.seq::text AS seq, m.id, m.key, m.type, m.payload FROM wb_bus.messages m
        WHERE m.topic = $1 AND m.partition = $2 AND m.seq > $3 ORDER BY m.seq LIMIT $4`,
      [topic, partition, row.position, limit],
    );
    const messages = rows.map((r) => ({ seq: r.seq, message: { id: r.id, key: r.key, type: r.type, payload: JSON.parse(r.payload) as unknown } }));
    return { messages, failures: row.failures };
  }

  /** Records the message at `seq` handled: the group's later messages of the partition come next. */
  async advance(seq: string): Promise<void> {
    await this.client.query('UPDATE wb_bus.positions SET position = $4, failures = 0, retry_at = NULL WHERE topic = $1 AND consumer_group = $2 AND partition = $3', [...this.where, seq]);
  }

  /** Records a failed handling: the partition waits `delayMs` before its message is tried again. */
  async failed(delayMs: number): Promise<void> {
    await this.client.query(
      `UPDATE wb_bus.positions SET failures = failures + 1, retry_at = now() + make_interval(secs => $4::double precision / 1000)
        WHERE topic = $1 AND consumer_group = $2 AND partition = $3`,
      [...this.where, delayMs],
    );
  }

  /** Frees the partition; a connection that cannot say so is closed, which frees it too. */
  async release(): Promise<void> {
    let failure: Error | undefined = this.watch.lost();
    if (!failure) {
      await this.client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [CLAIM_LOCK_CLASS, this.lockName]).catch((err: Error) => {
        failure = err;
      });
    }
    this.watch.stop();
    this.client.release(failure);
  }
}
