import { createHarness, type Harness } from '../testing/harness';
import { cardLinksProjection } from './projection';

const linked = (projectID: string, cardId: string) => ({
  type: 'TrelloCardLinked' as const,
  data: { projectID, cardId, url: `https://trello.example/c/${cardId}`, name: `Card ${cardId}`, due: null, dueComplete: false, dateLastActivity: '2026-11-01T10:00:00.000Z' },
});

describe('cardLinks projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("given links, a replaced link, an unlink and a due date set, expect each project's current card; given folders' boards, expect the latest boards", async () => {
    await h.append('cardlink-p1', linked('p1', 'c1'), { time: '2026-01-01T00:00:00.000Z' });
    await h.append('cardlink-p2', linked('p2', 'c2'));
    await h.append('cardlink-p3', linked('p3', 'c3'));
    await h.append('cardlink-p1', { type: 'TrelloCardUnlinked', data: { projectID: 'p1', cardId: 'c1' } });
    await h.append('cardlink-p1', linked('p1', 'c4'), { time: '2026-01-02T00:00:00.000Z' });
    await h.append('cardlink-p2', { type: 'TrelloCardUnlinked', data: { projectID: 'p2', cardId: 'c2' } });
    await h.append('cardlink-p3', { type: 'TrelloCardDueUpdated', data: { projectID: 'p3', cardId: 'c3', due: '2026-12-31T12:00:00.000Z', dueComplete: true } });
    await h.append('folder-g1', { type: 'FolderTrelloDataUpdated', data: { projectGroupID: 'g1', boards: [{ id: 'b1', lists: [] }] } });
    const last = await h.append('folder-g1', { type: 'FolderTrelloDataUpdated', data: { projectGroupID: 'g1', boards: [{ id: 'b2', lists: [{ id: 'l1', taskID: 0 }] }] } });
    const runner = await h.run([cardLinksProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT project_id, card_id, name, due, due_complete, linked_on FROM card_links ORDER BY project_id')).toEqual([
      { project_id: 'p1', card_id: 'c4', name: 'Card c4', due: null, due_complete: false, linked_on: new Date('2026-01-02T00:00:00.000Z') },
      { project_id: 'p3', card_id: 'c3', name: 'Card c3', due: '2026-12-31T12:00:00.000Z', due_complete: true, linked_on: expect.any(Date) },
    ]);
    expect(await h.rows('SELECT project_group_id, boards FROM card_folder_boards')).toEqual([{ project_group_id: 'g1', boards: [{ id: 'b2', lists: [{ id: 'l1', taskID: 0 }] }] }]);
    await runner.stop();
  });
});
