// Wake-ups for the PostgreSQL Bus's subscribers: LISTEN on the publish channel over one dedicated
// connection per bus, opened with the first subscription; the NOTIFY's payload is the topic. A hint
// only: subscribers poll anyway, so a lost connection means a reconnect after a short pause, and every
// subscriber is woken once listening again (messages may have been published meanwhile).
import { Client, type Pool } from 'pg';
import { PUBLISHED_CHANNEL } from './schema';

const RECONNECT_DELAY_MS = 1000;

export class PublishedListener {
  private readonly listeners = new Map<string, Set<() => void>>();
  private client: Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly pool: Pool) {}

  subscribe(topic: string, listener: () => void): () => void {
    const ofTopic = this.listeners.get(topic) ?? new Set();
    this.listeners.set(topic, ofTopic);
    ofTopic.add(listener);
    if (!this.client && !this.reconnectTimer) void this.connect();
    return () => {
      ofTopic.delete(listener);
    };
  }

  /** Wakes the topic's subscribers of this process at once (a publish of this process). */
  notifyLocal(topic: string): void {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private notifyAll(): void {
    for (const topic of this.listeners.keys()) this.notifyLocal(topic);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client(this.pool.options);
    this.client = client;
    client.on('notification', (n) => {
      if (n.payload) this.notifyLocal(n.payload);
    });
    client.on('error', () => this.retry(client));
    client.on('end', () => this.retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLISHED_CHANNEL}`);
      this.notifyAll();
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
