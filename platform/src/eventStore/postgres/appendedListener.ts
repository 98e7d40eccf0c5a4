// Wake-up hints for readers: LISTEN on the append channel (sql/channelListener.ts), opened when the
// first listener subscribes. A hint only: readers poll anyway.
import type { Pool } from 'pg';
import { ChannelListener } from '../../sql/channelListener';
import { APPENDED_CHANNEL } from './schema';

export class AppendedListener {
  private readonly listeners = new Set<() => void>();
  // Events may have been appended while it was not listening: every reader looks again.
  private readonly channel: ChannelListener;

  constructor(pool: Pool) {
    this.channel = new ChannelListener(pool, APPENDED_CHANNEL, { notified: () => this.notifyLocal(), listening: () => this.notifyLocal() });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    this.channel.start();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tells local listeners at once (an append in this process), without waiting for the NOTIFY. */
  notifyLocal(): void {
    for (const listener of this.listeners) listener();
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}
