// Wake-ups for the PostgreSQL Bus's subscribers: LISTEN on the publish channel (sql/channelListener.ts)
// over one dedicated connection per bus, opened with the first subscription; the NOTIFY's payload is
// the topic. A hint only: subscribers poll anyway.
import type { Pool } from 'pg';
import { ChannelListener } from '../../sql/channelListener';
import { PUBLISHED_CHANNEL } from './schema';

export class PublishedListener {
  private readonly listeners = new Map<string, Set<() => void>>();
  // Messages may have been published while it was not listening: every subscriber looks again.
  private readonly channel: ChannelListener;

  constructor(pool: Pool) {
    this.channel = new ChannelListener(pool, PUBLISHED_CHANNEL, {
      notified: (topic) => {
        if (topic) this.notifyLocal(topic);
      },
      listening: () => {
        for (const topic of this.listeners.keys()) this.notifyLocal(topic);
      },
    });
  }

  subscribe(topic: string, listener: () => void): () => void {
    const ofTopic = this.listeners.get(topic) ?? new Set();
    this.listeners.set(topic, ofTopic);
    ofTopic.add(listener);
    this.channel.start();
    return () => {
      ofTopic.delete(listener);
    };
  }

  /** Wakes the topic's subscribers of this process at once (a publish of this process). */
  notifyLocal(topic: string): void {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}
