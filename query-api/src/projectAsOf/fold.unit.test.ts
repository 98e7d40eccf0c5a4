import { CURRENT_SCHEMA_VERSION, type AnyEvent, type AnyRecordedEvent } from '@wb/contracts';
import { compareSnapshots } from './compare';
import { cutAtTime } from './cut';
import { foldProject, namesNeeded, toSnapshot, type Names } from './fold';

/** A script of known changes at known times, as the store would answer them in global order. */
const script = (): AnyRecordedEvent[] => {
  let position = 0n;
  const at = (streamId: string, time: string, event: AnyEvent, userID: number | null = 1): AnyRecordedEvent => {
    position += 1n;
    return {
      ...event,
      streamId,
      revision: 0,
      position: { transactionId: position, globalPosition: position },
      metadata: { eventId: `e${position}`, causationId: 'c', correlationId: 'r', userID, time, schemaVersion: CURRENT_SCHEMA_VERSION[event.type] ?? 1 },
    } as AnyRecordedEvent;
  };
  return [
    at('project-p1', '2026-01-01T09:00:00.000Z', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Tides', groups: ['g1'], ownerUserID: 1 } }),
    at('project-p1', '2026-01-02T09:00:00.000Z', { type: 'ProjectMemberJoined', data: { projectID: 'p1', userID: 2 } }),
    at('file-f1', '2026-01-03T09:00:00.000Z', {
      type: 'FileUploaded',
      data: { fileID: 'f1', uuid: 'u', name: 'moon.png', type: 'image', url: '/v1', size: 10, projectID: 'p1', projectAssetType: null, userID: 2, userName: 'Bea Bond' },
    }),
    at('filecomments-f1', '2026-01-04T09:00:00.000Z', {
      type: 'CommentAdded',
      data: {
        commentID: 'c1',
        projectID: 'p1',
        fileID: 'f1',
        fileVersion: 1,
        userID: 2,
        text: 'Brighter moon',
        timestamp: null,
        parentCommentID: null,
        replyToCommentID: null,
        annotations: [],
        anonymous: false,
        mentionedUserIDs: [],
      },
    }),
    at('scene-s1', '2026-01-05T09:00:00.000Z', {
      type: 'SceneCreated',
      data: { sceneID: 's1', projectID: 'p1', name: 'Opening', duration: 5000, width: 1920, height: 1080, userID: 1, copiedFrom: null, importedFrom: null },
    }),
    at('scene-s1', '2026-01-06T09:00:00.000Z', {
      type: 'SceneDocumentSaved',
      data: { sceneID: 's1', version: 1, key: 'k1', hash: 'h', bytes: 100, elementCount: 3, duration: 5000, userID: 1, userName: 'Ann Avery', restoredFrom: null, importedFrom: null },
    }),
    at('tracking-p1', '2026-01-07T09:00:00.000Z', { type: 'TrackingTaskUpdated', data: { projectID: 'p1', taskID: 1, userID: 2, date: '2026-01-07', hours: 3 } }),
    at('task-t1', '2026-01-08T09:00:00.000Z', {
      type: 'TaskAssigned',
      data: { taskID: 't1', creatorUserID: 1, text: 'Draw the tide', notes: '', dueDate: null, projectID: 'p1', assigneeUserID: 2 },
    }),
    // The middle of the script: everything above is "as it was on 2026-01-09".
    at('project-p1', '2026-01-10T09:00:00.000Z', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Tides and moons', previousName: 'Tides' } }),
    at('file-f1', '2026-01-11T09:00:00.000Z', { type: 'FileVersionAdded', data: { fileID: 'f1', url: '/v2', size: 12, userID: 2, userName: 'Bea Bond' } }),
    at('filecomments-f1', '2026-01-12T09:00:00.000Z', { type: 'CommentResolved', data: { commentID: 'c1', projectID: 'p1', fileID: 'f1', userID: 1, resolved: true } }),
    at('scene-s1', '2026-01-13T09:00:00.000Z', {
      type: 'SceneDocumentSaved',
      data: { sceneID: 's1', version: 2, key: 'k2', hash: 'h2', bytes: 120, elementCount: 5, duration: 6000, userID: 1, userName: 'Ann Avery', restoredFrom: null, importedFrom: null },
    }),
    at('task-t1', '2026-01-14T09:00:00.000Z', { type: 'TaskStatusChanged', data: { taskID: 't1', userID: 2, status: 2, completedOn: '2026-01-14T09:00:00.000Z' } }),
    at('tracking-p1', '2026-01-15T09:00:00.000Z', { type: 'TrackingTaskRemoved', data: { projectID: 'p1', taskID: 1, userID: 2, date: '2026-01-07' } }),
    at('project-p1', '2026-01-16T09:00:00.000Z', { type: 'ProjectArchived', data: { projectID: 'p1' } }),
    at('project-p1', '2026-01-16T10:00:00.000Z', { type: 'ProjectRemovedFromFolder', data: { projectID: 'p1', projectGroupID: 'g1' } }),
  ];
};

const names: Names = {
  people: new Map([
    [1, 'Ann Avery'],
    [2, 'Bea Bond'],
  ]),
  folders: new Map([['g1', 'Oceans']]),
};

/** The snapshot after the events up to (and with) the one at `time`, as the store's cut gives them. */
const asOf = (time: string) => {
  const state = foldProject(
    'p1',
    script().filter((e) => e.metadata.time <= time),
  );
  return toSnapshot(state, names);
};

describe('the project as it was', () => {
  it('before its first event is empty', () => {
    expect(asOf('2025-12-31T00:00:00.000Z')).toEqual({ card: null, members: [], files: [], comments: [], scenes: [], tasks: [], tracking: [] });
  });

  it('in the middle shows the old name, the first version, the open comment, the first document, the open task and the hours', () => {
    const snapshot = asOf('2026-01-09T00:00:00.000Z');
    expect(snapshot.card).toMatchObject({ name: 'Tides', status: 'active', folders: [{ projectGroupID: 'g1', name: 'Oceans' }], createdAt: '2026-01-01T09:00:00.000Z' });
    expect(snapshot.members).toEqual([
      { userID: 1, name: 'Ann Avery' },
      { userID: 2, name: 'Bea Bond' },
    ]);
    expect(snapshot.files.map((f) => [f.name, f.versions.map((v) => v.url)])).toEqual([['moon.png', ['/v1']]]);
    expect(snapshot.comments).toMatchObject([{ commentID: 'c1', on: 'file', targetID: 'f1', author: { name: 'Bea Bond' }, resolved: false, resolvedBy: null }]);
    expect(snapshot.scenes).toMatchObject([{ sceneID: 's1', name: 'Opening', document: { version: 1, elementCount: 3 } }]);
    expect(snapshot.tasks).toMatchObject([{ taskID: 't1', text: 'Draw the tide', done: false, assignee: { name: 'Bea Bond' } }]);
    expect(snapshot.tracking).toEqual([{ taskID: 1, date: '2026-01-07', hours: 3, user: { userID: 2, name: 'Bea Bond' } }]);
  });

  it('after every event shows now: renamed, archived, out of its folder, the comment resolved by whom, the second document, the task done, no hours', () => {
    const snapshot = asOf('2999-01-01T00:00:00.000Z');
    expect(snapshot.card).toMatchObject({ name: 'Tides and moons', status: 'archived', folders: [] });
    expect(snapshot.files[0]?.versions.map((v) => [v.version, v.url, v.by])).toEqual([
      [1, '/v1', 'Bea Bond'],
      [2, '/v2', 'Bea Bond'],
    ]);
    expect(snapshot.comments[0]).toMatchObject({ resolved: true, resolvedBy: { userID: 1, name: 'Ann Avery' } });
    expect(snapshot.scenes[0]?.document).toMatchObject({ version: 2, elementCount: 5, duration: 6000 });
    expect(snapshot.tasks[0]).toMatchObject({ done: true, completedOn: '2026-01-14T09:00:00.000Z' });
    expect(snapshot.tracking).toEqual([]);
  });

  it('asks the names of every member, author, resolver, assignee and tracked person, and of its folders', () => {
    const needed = namesNeeded(foldProject('p1', script()));
    expect(needed.userIDs.sort()).toEqual([1, 2]);
    expect(needed.folderIDs).toEqual([]);
  });

  it('leaves out a deleted file, a deleted scene and a task moved to another project', () => {
    const later = script();
    const last = later.at(-1)!;
    const more = (type: string, streamId: string, data: unknown): AnyRecordedEvent =>
      ({ ...last, type, data, streamId, position: { transactionId: 0n, globalPosition: last.position.globalPosition + 1n } }) as AnyRecordedEvent;
    const state = foldProject('p1', [
      ...later,
      more('FileDeleted', 'file-f1', { fileID: 'f1' }),
      more('SceneDeleted', 'scene-s1', { sceneID: 's1', projectID: 'p1' }),
      more('TaskChanged', 'task-t1', { taskID: 't1', text: 'Draw the tide', notes: '', dueDate: null, projectID: 'p2', assigneeUserID: 2, previousAssigneeUserID: 2 }),
    ]);
    const snapshot = toSnapshot(state, names);
    expect([snapshot.files, snapshot.scenes, snapshot.tasks]).toEqual([[], [], []]);
  });
});

describe('cutting at a date-time', () => {
  const positions = (events: readonly AnyRecordedEvent[]) => events.map((e) => Number(e.position.globalPosition));
  const retimed = (times: readonly string[]) =>
    script()
      .slice(0, times.length)
      .map((e, i) => ({ ...e, metadata: { ...e.metadata, time: times[i] ?? '' } }) as AnyRecordedEvent);

  it('cuts at the last event at or before the time, an event exactly at it included', () => {
    expect(positions(cutAtTime(script(), '2026-01-03T09:00:00.000Z'))).toEqual([1, 2, 3]);
    expect(positions(cutAtTime(script(), '2026-01-03T10:00:00+01:00'))).toEqual([1, 2, 3]);
  });

  it('cuts every stream at one position: an earlier event stamped later (a clock a little behind) stays in', () => {
    const events = retimed(['2026-01-01T09:00:00.000Z', '2026-01-05T09:00:00.000Z', '2026-01-03T09:00:00.000Z', '2026-01-09T09:00:00.000Z']);
    expect(positions(cutAtTime(events, '2026-01-04T00:00:00.000Z'))).toEqual([1, 2, 3]);
  });

  it('counts a time that does not parse as after every moment, and cuts before the first event to nothing', () => {
    const events = retimed(['2026-01-01T09:00:00.000Z', 'not a time']);
    expect(positions(cutAtTime(events, '2999-01-01T00:00:00.000Z'))).toEqual([1]);
    expect(cutAtTime(script(), '2000-01-01T00:00:00.000Z')).toEqual([]);
  });
});

describe('comparing two moments', () => {
  it('lists what was added, removed and changed, with the fields before and after', () => {
    const changes = compareSnapshots(asOf('2026-01-09T00:00:00.000Z'), asOf('2999-01-01T00:00:00.000Z'));
    const brief = changes.map((c) => `${c.section} ${c.change} ${c.label}: ${c.fields.map((f) => f.field).join(',')}`);
    expect(brief).toEqual([
      'card changed Tides and moons: name,status,folders',
      'files changed moon.png: versions',
      'comments changed Brighter moon: resolved,resolvedBy',
      'scenes changed Opening: document',
      'tasks changed Draw the tide: done,completedOn',
      'tracking removed Bea Bond, 2026-01-07: ',
    ]);
    expect(changes[0]?.fields[0]).toEqual({ field: 'name', before: 'Tides', after: 'Tides and moons' });
  });

  it('from the empty project, everything is added; between equal moments, nothing changed', () => {
    const now = asOf('2999-01-01T00:00:00.000Z');
    const added = compareSnapshots(asOf('2000-01-01T00:00:00.000Z'), now);
    expect(added.every((c) => c.change === 'added')).toBe(true);
    expect(added.map((c) => c.section)).toEqual(['card', 'members', 'members', 'files', 'comments', 'scenes', 'tasks']);
    expect(compareSnapshots(now, now)).toEqual([]);
  });
});
