// autocannon driving a server: users at a person's pace (one connection each, its own instance, their
// starts spread over a second: autocannon sends a connection's allowance for the second at the start
// of each of its seconds, so users started together would all send at the same instant), or as many
// connections as fast as they are answered (saturation). Each request is timed from when it is written
// to when its answer is read, and counted by kind when it was sent inside the measured window.
import autocannon from 'autocannon';
import { sleep } from '../measure';
import { Latencies, nowMs } from '../cases/latency';
import { correctedSamples } from './summary';

/** One request: what it is (its kind, for the figures) and what goes on the wire. */
export interface Outgoing<K extends string> {
  readonly kind: K;
  readonly path: string;
  readonly body: string | Buffer;
  readonly headers: Record<string, string>;
  /** Reads the answer (the scene saver's next version); called for every answer. */
  readonly onAnswer?: (status: number, body: string) => void;
}

/** Each kind's answered requests, their latencies and the errors (an answer other than 2xx, a time-out, a lost connection). */
export class CallStats<K extends string> {
  readonly latencies = new Map<K, Latencies>();
  /** Answers counted (without the samples added for coordinated omission). */
  readonly answers = new Map<K, number>();
  readonly errors = new Map<K, number>();
  /** The first error of each kind, to show what went wrong. */
  readonly firstError = new Map<K, string>();

  answered(kind: K, ms: number, intervalMs: number | null): void {
    let latencies = this.latencies.get(kind);
    if (!latencies) this.latencies.set(kind, (latencies = new Latencies()));
    for (const sample of correctedSamples(ms, intervalMs)) latencies.add(sample);
    this.answers.set(kind, (this.answers.get(kind) ?? 0) + 1);
  }

  failed(kind: K, what: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (!this.firstError.has(kind)) this.firstError.set(kind, what);
  }
}

export interface Window {
  /** nowMs() bounds of the measured window: requests sent in [from, to) count. */
  readonly from: number;
  readonly to: number;
}

/** An answer later than this is a time-out (an error), and the connection is made again. */
const TIMEOUT_S = 10;
/** The instance runs this long past the window, so that requests sent near its end are answered and counted. */
const TAIL_MS = 1_000;

interface Sending<K extends string> {
  sentAt: number;
  outgoing?: Outgoing<K>;
}

/** Runs one autocannon instance until the window's end; `next` makes each request as it is sent. */
const runInstance = async <K extends string>(url: string, options: { connections: number; rate: number | null; window: Window }, next: () => Outgoing<K>, stats: CallStats<K>): Promise<void> => {
  const intervalMs = options.rate === null ? null : 1000 / options.rate;
  const inWindow = (at: number) => at >= options.window.from && at < options.window.to;
  /** The last request written (the one a time-out or lost connection is counted against). */
  let last: { kind: K; sentAt: number } | undefined;
  const durationS = Math.max(1, Math.ceil((options.window.to + TAIL_MS - nowMs()) / 1000));
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        ...(options.rate === null ? {} : { connectionRate: options.rate }),
        duration: durationS,
        timeout: TIMEOUT_S,
        requests: [
          {
            // Called as each request is written (autocannon builds it then), with the connection's context.
            setupRequest: (request, context) => {
              const sending = context as Sending<K>;
              const outgoing = next();
              sending.outgoing = outgoing;
              sending.sentAt = nowMs();
              last = { kind: outgoing.kind, sentAt: sending.sentAt };
              return { ...request, method: 'POST', path: outgoing.path, body: outgoing.body, headers: outgoing.headers };
            },
            onResponse: (status, body, context) => {
              const { outgoing, sentAt } = context as Sending<K>;
              if (!outgoing) return;
              outgoing.onAnswer?.(status, body);
              if (!inWindow(sentAt)) return;
              if (status >= 200 && status < 300) {
                stats.answered(outgoing.kind, nowMs() - sentAt, intervalMs);
              } else stats.failed(outgoing.kind, `${status} ${body.slice(0, 160)}`);
            },
          },
        ],
      },
      (err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve()),
    );
    // A time-out or a lost connection: the request in flight is lost, counted against the last one written
    // (with one connection, the one lost; with many, one of the same kind, as a saturation run sends one kind).
    instance.on('reqError', (err: unknown) => {
      if (last && inWindow(last.sentAt)) stats.failed(last.kind, err instanceof Error ? err.message : String(err));
    });
  });
};

/** A user at a person's pace: `rate` requests a second (sent one after the other), each made by `next`. */
export interface PacedUser<K extends string> {
  readonly rate: number;
  readonly next: () => Outgoing<K>;
}

/** Every user on its own connection at its own pace, their starts spread over one second. */
export const paceUsers = async <K extends string>(url: string, users: readonly PacedUser<K>[], window: Window, stats: CallStats<K>): Promise<void> => {
  await Promise.all(
    users.map(async (user, i) => {
      await sleep((1000 * i) / users.length);
      await runInstance(url, { connections: 1, rate: user.rate, window }, user.next, stats);
    }),
  );
};

/** `connections` connections each sending its next request the moment the last is answered. */
export const saturate = <K extends string>(url: string, connections: number, next: () => Outgoing<K>, window: Window, stats: CallStats<K>): Promise<void> =>
  runInstance(url, { connections, rate: null, window }, next, stats);

/** A window that starts after `warmupMs` from now and lasts `measureMs`. */
export const windowAfter = (warmupMs: number, measureMs: number): Window => {
  const from = nowMs() + warmupMs;
  return { from, to: from + measureMs };
};
