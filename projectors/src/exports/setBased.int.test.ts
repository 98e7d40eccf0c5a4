// The exports read model applied a batch at a time builds exactly the rows it builds event by event
// and parks the same events: scenes and files renamed many times over in one run (the last name
// wins), renamed between an export's add and its completion, exports requested again, progressed,
// completed, failed after completing, a rename of a source with no export, and an export added
// without its name.
import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { exportsProjection } from './projection';

const request = { projectID: 'p-1', userID: 2, notify: false, documentKey: 'k', width: 1920, height: 1080, durationMs: 4000, name: 'N', attempt: 1 };
const createdOn = '2026-11-27T10:00:00.000Z';

const lifeOf = (e: number): [string, AnyEvent][] => {
  const scene = e % 2 === 0;
  const id = `x${e}`;
  const source = `src${e % 5}`;
  const stream = scene ? `sceneexport-${id}` : `fileexport-${id}`;
  const events: AnyEvent[] = scene
    ? [
        { type: 'SceneExportAdded', data: { sceneExportID: id, sceneID: source, projectID: 'p-1', sceneName: `Scene ${e}`, userID: 2, createdOn } },
        { type: 'SceneExportRequested', data: { sceneExportID: id, sceneID: source, ...request } },
        { type: 'SceneExportProgressed', data: { sceneExportID: id, framesDone: e, framesTotal: 120 } },
      ]
    : [
        { type: 'ReviewFileExportAdded', data: { fileExportID: id, fileID: source, projectID: 'p-1', name: `File ${e}`, userID: 2, createdOn } },
        { type: 'ReviewFileExportRequested', data: { fileExportID: id, fileID: source, ...request, projectID: 'p-2' } },
        { type: 'ReviewFileExportProgressed', data: { fileExportID: id, framesDone: e, framesTotal: 120 } },
      ];
  const done = { url: `/api/v1/blobs/${id}.mp4`, blobKey: `${id}.mp4`, size: 10, frames: 120, durationMs: 4000, completedOn: '2026-11-27T10:05:00.000Z' };
  const failed = { reason: 'Chromium crashed', failedOn: '2026-11-27T10:06:00.000Z' };
  if (e % 3 === 0) events.push(scene ? { type: 'SceneExportCompleted', data: { sceneExportID: id, ...done } } : { type: 'ReviewFileExportCompleted', data: { fileExportID: id, ...done } });
  if (e % 3 !== 2) events.push(scene ? { type: 'SceneExportFailed', data: { sceneExportID: id, ...failed } } : { type: 'ReviewFileExportFailed', data: { fileExportID: id, ...failed } });
  return events.map((event) => [stream, event]);
};

const renames = (n: number): [string, AnyEvent][] =>
  Array.from({ length: 12 }, (_, k): [string, AnyEvent] =>
    (n + k) % 2 === 0
      ? [`scene-src${k % 5}`, { type: 'SceneRenamed', data: { sceneID: `src${k % 5}`, name: `Scene name ${n}-${k}`, previousName: 'x' } }]
      : [`file-src${k % 5}`, { type: 'FileRenamed', data: { fileID: `src${k % 5}`, name: `File name ${n}-${k}`, previousName: 'x' } }],
  );

const appendScript = async (h: Harness): Promise<bigint> => {
  for (let e = 0; e < 60; e++) {
    for (const [stream, event] of [...lifeOf(e), ...renames(e)]) await h.append(stream, event);
    if (e === 30) await h.append('sceneexport-bad', { type: 'SceneExportAdded', data: { sceneExportID: 'bad', sceneID: 'src1', projectID: 'p-1', sceneName: null as never, userID: 2, createdOn } });
  }
  return h.append('scene-unknown', { type: 'SceneRenamed', data: { sceneID: 'unknown', name: 'Nobody exported', previousName: 'x' } });
};

describe('exports applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same events', async () => {
    const last = await appendScript(h);
    const result = await runSideBySide(h, exportsProjection, last, { exports: 'export_id' });
    expect(result.batchesApplied).toBeGreaterThan(10);
    expect(result.parked).toEqual({ setBased: 1, eventByEvent: 1 });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(await h.rows(`SELECT DISTINCT name FROM exports WHERE kind = 'scene' AND source_id = 'src0'`)).toEqual([{ name: 'Scene name 59-5' }]);
  }, 180_000);
});
