import { ExportLedger } from './exportLedger';

describe('progress of the exports a worker renders', () => {
  const setup = () => {
    let now = 10_000;
    const sent: [number, number][] = [];
    const errors: unknown[] = [];
    const tracker = new ExportLedger(
      (err) => errors.push(err),
      () => now,
    );
    const report = async (done: number, total: number) => void sent.push([done, total]);
    return { tracker, sent, errors, report, advance: (ms: number) => (now += ms) };
  };

  it('reports at most once a second per export, the first a second after the work started', async () => {
    const { tracker, sent, report, advance } = setup();
    tracker.frames('e1', 300, 10, 900, report);
    advance(999);
    tracker.frames('e1', 300, 40, 900, report);
    advance(1);
    tracker.frames('e1', 300, 50, 900, report);
    tracker.frames('e1', 300, 60, 900, report);
    advance(1000);
    tracker.frames('e1', 300, 90, 900, report);
    await tracker.settled('e1');
    expect(sent).toEqual([
      [50, 900],
      [90, 900],
    ]);
  });

  it('counts the parts known rendered (its own, or more as command-api answers) before the frames of the part under way, never above the total', async () => {
    const { tracker, sent, report, advance } = setup();
    tracker.partRendered('e1', 0);
    tracker.partRendered('e1', 1);
    advance(1000);
    tracker.frames('e1', 300, 120, 750, report);
    tracker.partRendered('e1', 3);
    advance(1000);
    tracker.frames('e1', 300, 150, 750, report);
    await tracker.settled('e1');
    expect(sent).toEqual([
      [720, 750],
      [750, 750],
    ]);
  });

  it('keeps each export to its own second, and logs a report that failed without stopping the next', async () => {
    const { tracker, sent, errors, report, advance } = setup();
    tracker.frames('e1', 300, 0, 300, report);
    tracker.frames('e2', 300, 0, 300, report);
    advance(1000);
    const failing = async () => {
      throw new Error('event store down');
    };
    tracker.frames('e1', 300, 30, 300, failing);
    tracker.frames('e2', 300, 60, 300, report);
    advance(1000);
    tracker.frames('e1', 300, 90, 300, report);
    await Promise.all([tracker.settled('e1'), tracker.settled('e2')]);
    expect(errors).toHaveLength(1);
    expect(sent).toEqual([
      [60, 300],
      [90, 300],
    ]);
  });
});
