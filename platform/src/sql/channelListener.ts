// LISTEN on one PostgreSQL channel over a dedicated connection, opened on first use: the wake-up
// hints of the event store (appends) and of the PostgreSQL Bus (publishes). A hint only: their readers
// poll anyway, so a lost connection means a reconnect after a short pause, after which `listening`
// runs (something may have been sent meanwhile).
import { Client, type Pool } from 'pg';

const RECONNECT_DELAY_MS = 1000;

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload ('' when none). */
  readonly notified: (payload: string) => void;
  /** The connection listens (again): whatever was sent while it did not was missed. */
  readonly listening: () => void;
}

export class ChannelListener {
  private client: Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  /** Opens the connection unless it is open or reopening. */
  start(): void {
    if (!this.client && !this.reconnectTimer) void this.connect();
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
    client.on('notification', (n) => this.handlers.notified(n.payload ?? ''));
    client.on('error', () => this.retry(client));
    client.on('end', () => this.retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.handlers.listening();
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
