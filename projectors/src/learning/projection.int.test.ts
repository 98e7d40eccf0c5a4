import { createHarness, type Harness } from '../testing/harness';
import { learningProjection } from './projection';

const linked = (projectID: string, nodeID: string, mediaStatus: 0 | 1 | 2) => ({
  type: 'LearnNodeLinked' as const,
  data: { projectID, nodeID, name: `Video ${nodeID}`, url: `https://learn.example/videos/${nodeID}`, mediaStatus },
});
const unlinked = (projectID: string, nodeID: string) => ({ type: 'LearnNodeUnlinked' as const, data: { projectID, nodeID } });

describe('learning projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("given links, a replaced link and an unlink, expect each project's current video with its status", async () => {
    await h.append('learnlink-p1', linked('p1', '101', 0), { time: '2026-01-01T00:00:00.000Z' });
    await h.append('learnlink-p2', linked('p2', '102', 2));
    await h.append('learnlink-p3', linked('p3', '103', 1));
    await h.append('learnlink-p1', unlinked('p1', '101'));
    await h.append('learnlink-p1', linked('p1', '104', 1), { time: '2026-01-02T00:00:00.000Z' });
    const last = await h.append('learnlink-p3', unlinked('p3', '103'));
    const runner = await h.run([learningProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT project_id, node_id, name, url, media_status, linked_on FROM learning_links ORDER BY project_id')).toEqual([
      { project_id: 'p1', node_id: '104', name: 'Video 104', url: 'https://learn.example/videos/104', media_status: 1, linked_on: new Date('2026-01-02T00:00:00.000Z') },
      { project_id: 'p2', node_id: '102', name: 'Video 102', url: 'https://learn.example/videos/102', media_status: 2, linked_on: expect.any(Date) },
    ]);
    await runner.stop();
  });
});
