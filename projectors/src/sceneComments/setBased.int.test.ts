// The sceneComments read model applied a run at a time builds exactly the rows it builds event by event
// (the recorded order included) and parks the same events, over the file workload's scenes: scenes
// deleted with their comments and created again, a comment decided while its scene was gone, comments
// deleted and added again, resolved and opened again, a comment without its author, an id added twice.
import { appendFileWorkload } from '../testing/fileWorkload';
import { seqRanks } from '../shared/seqRanks';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { sceneCommentsProjection } from './projection';

const ORDER = { scene_comment_scenes: 'scene_id', scene_comments: 'comment_id', scene_comment_authors: 'user_id' };

describe('sceneComments applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same events', async () => {
    const last = await appendFileWorkload(h);
    const result = await runSideBySide(h, sceneCommentsProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(5);
    // The comment without its author and the id added twice.
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    const ranked = (tables: Record<string, unknown[]>) => ({ ...tables, scene_comments: seqRanks(tables.scene_comments ?? []) });
    expect(ranked(result.setBased)).toEqual(ranked(result.eventByEvent));
    expect(await h.rows(`SELECT comment_id, resolved_by FROM scene_comments WHERE scene_id = 's1-1' ORDER BY seq`)).toEqual([{ comment_id: 'sc1-1-0', resolved_by: null }]);
  }, 180_000);
});
