// Wake-up hints for readers: LISTEN on the append channel over one dedicated connection, opened when
// the first listener subscribes. A hint only: readers poll anyway, so a lost connection just means a
// reconnect after a short pause.
import { Client, type Pool } from 'pg';
import { APPENDED_CHANNEL } from './schema';

const RECONNECT_DELAY_MS = 1000;

export class AppendedListener {
  private readonly listeners = new Set<() => void>();
  private client: Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly pool: Pool) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.client && !this.reconnectTimer) void this.connect();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tells local listeners at once (an append in this process), without waiting for the NOTIFY. */
  notifyLocal(): void {
    for (const listener of this.listeners) listener();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client(this.pool.options);
    this.client = client;
    client.on('notification', () => this.notifyLocal());
    client.on('error', () => this.retry(client));
    client.on('end', () => this.retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
      // Events may have been appended while we were not listening.
      this.notifyLocal();
    } catch {
      this.retry(client);
    }
  }

  private retry(client: Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
