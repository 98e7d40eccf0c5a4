// What a worker knows of the exports it renders: the parts rendered, the progress reported, and the
// exports it failed. Progress is reported at most once a second per export (an event per frame would
// flood the event store and every live client); frames done count the parts rendered before (by any
// worker, as far as this one knows) plus the frames of the part under way, so two workers sharing an
// export report about the same figure. A failed export is final (command-api records no new attempt
// of it), so its other parts are passed over instead of failing once more each.

export const PROGRESS_EVERY_MS = 1000;

/** Exports remembered at once: a worker that rendered one part of an export may never hear it finished. */
const REMEMBERED = 256;

export interface ProgressSink {
  (framesDone: number, framesTotal: number): Promise<void>;
}

interface Tracked {
  failed: boolean;
  /** Parts this worker rendered. */
  ownParts: number;
  /** Parts known rendered, by any worker. */
  renderedParts: number;
  lastReportAt: number;
  /** The report being sent: the next waits for it, so reports of one export arrive in order. */
  sending: Promise<void>;
}

export class ExportLedger {
  private readonly exports = new Map<string, Tracked>();

  constructor(
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = Date.now,
    private readonly everyMs: number = PROGRESS_EVERY_MS,
  ) {}

  private entry(exportID: string): Tracked {
    let tracked = this.exports.get(exportID);
    if (!tracked) {
      const oldest = this.exports.keys().next();
      if (this.exports.size >= REMEMBERED && !oldest.done) this.exports.delete(oldest.value);
      // The first figure comes a second after the work starts: a part done sooner says more by its completion.
      tracked = { failed: false, ownParts: 0, renderedParts: 0, lastReportAt: this.now(), sending: Promise.resolve() };
      this.exports.set(exportID, tracked);
    }
    return tracked;
  }

  /** This worker rendered a part; `reported` is how many command-api knows rendered (chunkRendered's answer). */
  partRendered(exportID: string, reported: number): void {
    const tracked = this.entry(exportID);
    tracked.ownParts += 1;
    tracked.renderedParts = Math.max(tracked.renderedParts, tracked.ownParts, reported);
  }

  /**
   * Frames of the part under way; reported when a second has passed since the last report. Never
   * awaited by the renderer: a slow event store must not slow the frames (a failed report is logged,
   * the next one says more).
   */
  frames(exportID: string, partFrames: number, framesInPart: number, framesTotal: number, report: ProgressSink): void {
    const tracked = this.entry(exportID);
    const at = this.now();
    if (at - tracked.lastReportAt < this.everyMs) return;
    tracked.lastReportAt = at;
    const done = Math.min(framesTotal, tracked.renderedParts * partFrames + framesInPart);
    tracked.sending = tracked.sending.then(() => report(done, framesTotal)).catch(this.onError);
  }

  /** Waits for the reports of the export still being sent (before its part is reported rendered). */
  settled(exportID: string): Promise<void> {
    return this.exports.get(exportID)?.sending ?? Promise.resolve();
  }

  /** This worker reported the export failed. */
  failed(exportID: string): void {
    this.entry(exportID).failed = true;
  }

  hasFailed(exportID: string): boolean {
    return this.exports.get(exportID)?.failed ?? false;
  }

  /** The export is finished here: forget it. */
  forget(exportID: string): void {
    this.exports.delete(exportID);
  }
}
