// The fileComments read model applied a run at a time builds exactly the rows it builds event by event
// (the recorded order's seq included), and parks the same events, over the file workload: comments
// added twice, resolved before they are added, deleted and added again, files renamed and unlinked
// between the runs, names given twice, a comment without its author.
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { appendFileWorkload } from '../testing/fileWorkload';
import { fileCommentsProjection } from './projection';
import { seqRanks } from '../shared/seqRanks';

const ORDER = {
  file_comment_projects: 'project_id',
  file_comment_files: 'file_id',
  file_comment_file_projects: 'project_id, file_id',
  file_comments: 'comment_id',
  file_comment_authors: 'user_id',
};

describe('fileComments applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same events', async () => {
    const last = await appendFileWorkload(h);
    const result = await runSideBySide(h, fileCommentsProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(10);
    // The upload without a name and the comment without its author.
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    const ranked = (tables: Record<string, unknown[]>) => ({ ...tables, file_comments: seqRanks(tables.file_comments ?? []) });
    expect(ranked(result.setBased)).toEqual(ranked(result.eventByEvent));
    expect(result.setBased.file_comments?.length).toBeGreaterThan(100);
    expect(await h.rows(`SELECT comment_id, resolved_by FROM file_comments WHERE comment_id IN ('late1-2', 'c1-0', 'c1-1', 'early1-1') ORDER BY comment_id`)).toEqual([
      { comment_id: 'c1-0', resolved_by: 3 },
      { comment_id: 'c1-1', resolved_by: null },
      { comment_id: 'early1-1', resolved_by: null },
      { comment_id: 'late1-2', resolved_by: 2 },
    ]);
  }, 180_000);
});
