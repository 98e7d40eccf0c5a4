// Wake-up hints for readers: LISTEN on the append channel (sql/channelListener.ts), opened when the
// first listener subscribes. A hint only: readers poll anyway.
//
// An append through this instance tells its listeners at once, with the types appended; its NOTIFY
// carries the instance's id, so that when it comes back on this instance's own LISTEN it is not told
// again as an append of unknown types (which would wake every reader, whatever it reads).
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { ChannelListener } from '../../sql/channelListener';
import type { AppendedListener as Listener } from '../eventStore';
import { APPENDED_CHANNEL } from './schema';

export class AppendedListener {
  /** The payload of this instance's NOTIFYs: a UUID, safe to write into the statement as it is. */
  readonly instanceId = randomUUID();
  private readonly listeners = new Set<Listener>();
  // Events may have been appended while it was not listening: every reader looks again.
  private readonly channel: ChannelListener;

  constructor(pool: Pool) {
    this.channel = new ChannelListener(pool, APPENDED_CHANNEL, {
      notified: (payload) => {
        if (payload !== this.instanceId) this.notifyLocal(null);
      },
      listening: () => this.notifyLocal(null),
    });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    this.channel.start();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tells local listeners at once: of an append in this process with its types, or of one unknown (null). */
  notifyLocal(types: ReadonlySet<string> | null): void {
    for (const listener of this.listeners) listener(types);
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}
