// The history projection: every event an entry of its entity's history, with plain words and the fields
// before and after. The expected before/after values are not taken from the projection's own fold: the
// test folds each stream it reads back from the store with a reducer of its own.
import type { AnyEvent, HistoryChange } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { appendWorkload } from '../testing/workload';
import { historyProjection } from './projection';

interface EntryRow {
  position: string;
  stream_id: string;
  entity_type: string;
  entity_id: string;
  project_id: string | null;
  type: string;
  actor_id: number | null;
  summary: string;
  changes: HistoryChange[];
}

const ENTRIES = `SELECT e.position::text, stream_id, entity_type, entity_id, project_id, type, actor_id, summary, changes FROM history_entries e ORDER BY e.position`;

/** The test's own fold of a project stream's name and status, event by event: the value before each event. */
const independentFold = (events: readonly { type: string; data: unknown }[]): { name: (string | null)[]; status: (string | null)[] } => {
  let name: string | null = null;
  let status: string | null = null;
  const names: (string | null)[] = [];
  const statuses: (string | null)[] = [];
  for (const e of events) {
    names.push(name);
    statuses.push(status);
    const d = e.data as { name?: string };
    if (e.type === 'ProjectCreated') [name, status] = [d.name ?? null, 'Active'];
    if (e.type === 'ProjectRenamed') name = d.name ?? null;
    if (e.type === 'ProjectArchived') status = 'Archived';
    if (e.type === 'ProjectRevived') status = 'Active';
    if (e.type === 'ProjectDeleted') status = 'Deleted';
  }
  return { name: names, status: statuses };
};

describe('history projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given a project renamed, archived and revived, expect entries whose before and after are the stream folded', async () => {
    const add = (stream: string, event: AnyEvent, userID: number | null = 7) => h.append(stream, event, { userID });
    await add('user-7', { type: 'UserAdded', data: { userID: 7, email: 'ada@example.org', givenName: 'Ada', familyName: 'Lovelace' } }, null);
    await add('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Tides', groups: [], ownerUserID: 7 } });
    await add('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Tides and moons', previousName: 'Tides' } });
    await add('project-p1', { type: 'ProjectAccessed', data: { projectID: 'p1', userID: 7 } });
    await add('project-p1', { type: 'ProjectArchived', data: { projectID: 'p1' } });
    await add('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Moons', previousName: 'Tides and moons' } });
    const last = await add('project-p1', { type: 'ProjectRevived', data: { projectID: 'p1' } }, 8);
    const runner = await h.run([historyProjection]);
    expect(await runner.waitForPosition(last, 30_000)).toBe(true);
    await runner.stop();

    const stream = await h.eventStore.readStream('project-p1');
    const folded = independentFold(stream);
    const entries = await h.rows<EntryRow>(`${ENTRIES.replace('ORDER BY', "WHERE stream_id = 'project-p1' ORDER BY")}`);
    expect(entries.map((e) => e.type)).toEqual(stream.map((e) => e.type));
    entries.forEach((entry, i) => {
      const event = stream[i];
      const nameChange = entry.changes.find((c) => c.field === 'name');
      const statusChange = entry.changes.find((c) => c.field === 'status');
      const d = event?.data as { name?: string };
      if (event?.type === 'ProjectCreated' || event?.type === 'ProjectRenamed') expect(nameChange).toEqual({ field: 'name', before: folded.name[i], after: d.name });
      else expect(nameChange).toBeUndefined();
      const statusAfter = { ProjectCreated: 'Active', ProjectArchived: 'Archived', ProjectRevived: 'Active' }[event?.type ?? ''];
      if (statusAfter) expect(statusChange).toEqual({ field: 'status', before: folded.status[i], after: statusAfter });
      else expect(statusChange).toBeUndefined();
    });
    expect(entries.map((e) => e.summary)).toEqual([
      'Created the project "Tides"',
      'Renamed "Tides" to "Tides and moons"',
      'Opened the project',
      'Archived the project',
      'Renamed "Tides and moons" to "Moons"',
      'Revived the project',
    ]);
    expect(entries.map((e) => [e.entity_type, e.entity_id, e.project_id, e.actor_id])).toEqual(stream.map((e) => ['project', 'p1', 'p1', e.metadata.userID]));
    expect(await h.rows(`SELECT project_id, user_id FROM history_members WHERE project_id = 'p1'`)).toEqual([{ project_id: 'p1', user_id: 7 }]);
    expect(await h.rows(`SELECT name FROM history_names WHERE entity_type = 'user' AND entity_id = '7'`)).toEqual([{ name: 'Ada Lovelace' }]);
  });

  it("files, their media, scenes and comment threads belong to their project; a scene's thread to its scene's", async () => {
    await h.append('project-p2', { type: 'ProjectCreated', data: { projectID: 'p2', name: 'Volcanoes', groups: [], ownerUserID: 9 } });
    const file = { fileID: 'f1', uuid: 'u1', name: 'lava.mp4', type: 'video', url: 'https://files.example.org/lava.mp4', size: 10, projectAssetType: null, userID: 9, userName: 'Bo' };
    await h.append('file-f1', { type: 'FileUploaded', data: { ...file, projectID: 'p2' } });
    await h.append('filemedia-f1', { type: 'VideoProxyReady', data: { fileID: 'f1', version: 1, proxyUrl: 'https://files.example.org/p.mp4', posterUrl: null } });
    const scene = { sceneID: 's1', projectID: 'p2', name: 'Eruption', duration: 10, width: 1920, height: 1080, userID: 9, copiedFrom: null, importedFrom: null };
    await h.append('scene-s1', { type: 'SceneCreated', data: scene });
    const comment = {
      commentID: 'c1',
      sceneID: 's1',
      userID: 9,
      text: 'Too red',
      timestamp: null,
      parentCommentID: null,
      replyToCommentID: null,
      annotations: [],
      mentionedUserIDs: [],
      anonymous: false,
      sceneVersion: null,
    };
    await h.append('scenecomments-s1', { type: 'SceneCommentAdded', data: comment });
    await h.append('scenecomments-s1', { type: 'SceneCommentTextUpdated', data: { commentID: 'c1', sceneID: 's1', text: 'Too orange' } });
    await h.append('scenecomments-s1', { type: 'SceneCommentResolved', data: { commentID: 'c1', sceneID: 's1', userID: 9, resolved: true } });
    // A type without a describer: every field of its data but the secret-like ones (key), long texts cut.
    const last = await h.append('editorasset-a1', { type: 'EditorAssetSaved', data: { assetID: 'a1', name: 'x'.repeat(1000), type: 'image', key: 'documents/a1', userID: 9 } });
    const runner = await h.run([historyProjection]);
    expect(await runner.waitForPosition(last, 30_000)).toBe(true);
    await runner.stop();

    const rows = await h.rows<EntryRow>(`${ENTRIES.replace('ORDER BY', "WHERE stream_id <> 'project-p2' AND stream_id LIKE ANY(ARRAY['file%', 'scene%', 'editorasset%']) ORDER BY")}`);
    expect(rows.map((r) => [r.stream_id, r.entity_type, r.entity_id, r.project_id])).toEqual([
      ['file-f1', 'file', 'f1', 'p2'],
      ['filemedia-f1', 'file', 'f1', 'p2'],
      ['scene-s1', 'scene', 's1', 'p2'],
      ['scenecomments-s1', 'commentThread', 'scenecomments-s1', 'p2'],
      ['scenecomments-s1', 'commentThread', 'scenecomments-s1', 'p2'],
      ['scenecomments-s1', 'commentThread', 'scenecomments-s1', 'p2'],
      ['editorasset-a1', 'editorasset', 'a1', null],
    ]);
    const thread = rows.filter((r) => r.stream_id === 'scenecomments-s1');
    expect(thread.map((r) => r.changes)).toEqual([
      [
        { field: 'comment c1', before: null, after: 'Too red' },
        { field: 'comment c1 resolved', before: null, after: false },
      ],
      [{ field: 'comment c1', before: 'Too red', after: 'Too orange' }],
      [{ field: 'comment c1 resolved', before: false, after: true }],
    ]);
    const generic = rows.at(-1);
    expect(generic?.changes.map((c) => c.field)).toEqual(['name', 'type', 'userID']);
    const name = generic?.changes[0]?.after;
    expect(typeof name === 'string' && name.length).toBe(300);
    expect(generic?.summary.startsWith('Editor asset saved: set name to "xxx')).toBe(true);
    expect(await h.rows(`SELECT entity_type, entity_id, project_id FROM history_owners ORDER BY 1, 2`)).toEqual([
      { entity_type: 'commentThread', entity_id: 'scenecomments-s1', project_id: 'p2' },
      { entity_type: 'file', entity_id: 'f1', project_id: 'p2' },
      { entity_type: 'scene', entity_id: 's1', project_id: 'p2' },
    ]);
  });

  it('applied set-based equals its event-by-event rebuild over the product mix', async () => {
    const last = await appendWorkload(h);
    const result = await runSideBySide(h, historyProjection, last, {
      history_entries: 'position',
      history_streams: 'stream_id',
      history_owners: 'entity_type, entity_id',
      history_names: 'entity_type, entity_id',
      history_members: 'project_id, user_id',
    });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.parked).toEqual({ setBased: 0, eventByEvent: 0 });
    expect(result.batchesApplied).toBeGreaterThan(10);
    // Some 2,300 events applied twice, the second time one by one.
  }, 180_000);
});
