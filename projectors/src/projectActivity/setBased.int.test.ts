// The projectActivity read model applied a run at a time builds exactly the rows it builds event by
// event (seq numbers included: they are the largest plus one, not drawn from a sequence) and parks the
// same events, over the file workload: uploads of one person within the hour grouped across batches,
// uploads after it, a server's own uploads, files renamed twice, versioned, deleted and unlinked
// between runs, comments added twice, deleted and added again, edited, an upload without a name.
import { appendFileWorkload } from '../testing/fileWorkload';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { projectActivityProjection } from './projection';

const ORDER = {
  activity_projects: 'project_id',
  activity_users: 'user_id',
  activity_files: 'file_id',
  activity_file_projects: 'project_id, file_id',
  activity_items: 'seq',
  activity_item_files: 'item_id, file_id',
};

describe('projectActivity applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same events', async () => {
    const last = await appendFileWorkload(h);
    const result = await runSideBySide(h, projectActivityProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(10);
    // The upload without a name.
    expect(result.parked).toEqual({ setBased: 1, eventByEvent: 1 });
    expect(result.setBased).toEqual(result.eventByEvent);
    const groups = await h.rows<{ file_count: number }>(`SELECT file_count FROM activity_items WHERE kind = 'upload' AND file_count > 1`);
    expect(groups.length).toBeGreaterThan(3);
    expect(await h.rows(`SELECT name, url FROM activity_files WHERE file_id IN ('f1-0', 'f1-1') ORDER BY file_id`)).toEqual([
      { name: 'f1-0.svg', url: '/api/v1/blobs/asset/2026/03/f1-0-v2.png' },
      { name: 'second.svg', url: '/api/v1/blobs/asset/2026/03/f1-1.mp4' },
    ]);
  }, 180_000);
});
