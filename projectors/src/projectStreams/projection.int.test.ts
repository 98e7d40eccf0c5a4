import { createHarness, type Harness } from '../testing/harness';
import { projectStreamsProjection } from './projection';

describe('projectStreams projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("given a project's events across streams, expect its streams, members, scenes and the names it shows", async () => {
    await h.append('user-1', { type: 'UserAdded', data: { userID: 1, email: 'ann@example.com', givenName: 'Ann', familyName: 'Avery' } });
    await h.append('folder-g1', { type: 'FolderCreated', data: { projectGroupID: 'g1', name: 'Oceans' } });
    await h.append('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Tides', groups: ['g1'], ownerUserID: 1 } });
    await h.append('project-p1', { type: 'ProjectMemberJoined', data: { projectID: 'p1', userID: 2 } });
    await h.append('project-p1', { type: 'ProjectAccessed', data: { projectID: 'p1', userID: 2 } });
    await h.append('file-f1', {
      type: 'FileUploaded',
      data: { fileID: 'f1', uuid: 'u', name: 'moon.png', type: 'image', url: '/v1', size: 10, projectID: 'p1', projectAssetType: null, userID: 1, userName: 'Ann Avery' },
    });
    await h.append('file-f2', {
      type: 'FileUploaded',
      data: { fileID: 'f2', uuid: 'u2', name: 'kit.png', type: 'image', url: '/k', size: 10, projectID: null, projectAssetType: null, userID: 1, userName: 'Ann Avery' },
    });
    await h.append('file-f2', { type: 'FileLinkedToProject', data: { fileID: 'f2', projectID: 'p1', projectName: 'Tides' } });
    await h.append('scene-s1', {
      type: 'SceneCreated',
      data: { sceneID: 's1', projectID: 'p1', name: 'Opening', duration: 5000, width: 1920, height: 1080, userID: 1, copiedFrom: null, importedFrom: null },
    });
    await h.append('scenecomments-s1', {
      type: 'SceneCommentAdded',
      data: {
        commentID: 'c1',
        sceneID: 's1',
        userID: 1,
        text: 'Hi',
        timestamp: null,
        parentCommentID: null,
        replyToCommentID: null,
        annotations: [],
        mentionedUserIDs: [],
        anonymous: false,
        sceneVersion: null,
      },
    });
    await h.append('scenecomments-nowhere', {
      type: 'SceneCommentAdded',
      data: {
        commentID: 'c2',
        sceneID: 'nowhere',
        userID: 1,
        text: 'Lost',
        timestamp: null,
        parentCommentID: null,
        replyToCommentID: null,
        annotations: [],
        mentionedUserIDs: [],
        anonymous: false,
        sceneVersion: null,
      },
    });
    await h.append('task-t1', { type: 'TaskAssigned', data: { taskID: 't1', creatorUserID: 1, text: 'Draw', notes: '', dueDate: null, projectID: 'p1', assigneeUserID: 2 } });
    await h.append('tracking-p1', { type: 'TrackingWordCountUpdated', data: { projectID: 'p1', wordCount: 300 } });
    const last = await h.append('project-p2', { type: 'ProjectCreated', data: { projectID: 'p2', name: 'Other', groups: [], ownerUserID: 2 } });
    const runner = await h.run([projectStreamsProjection], { batchSize: 4 });
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT project_id, stream_id FROM project_streams ORDER BY project_id, stream_id')).toEqual([
      { project_id: 'p1', stream_id: 'file-f1' },
      { project_id: 'p1', stream_id: 'file-f2' },
      { project_id: 'p1', stream_id: 'project-p1' },
      { project_id: 'p1', stream_id: 'scene-s1' },
      { project_id: 'p1', stream_id: 'scenecomments-s1' },
      { project_id: 'p1', stream_id: 'task-t1' },
      { project_id: 'p1', stream_id: 'tracking-p1' },
      { project_id: 'p2', stream_id: 'project-p2' },
    ]);
    expect(await h.rows('SELECT project_id, user_id FROM project_stream_members ORDER BY project_id, user_id')).toEqual([
      { project_id: 'p1', user_id: 1 },
      { project_id: 'p1', user_id: 2 },
      { project_id: 'p2', user_id: 2 },
    ]);
    expect(await h.rows('SELECT user_id, name FROM project_stream_people')).toEqual([{ user_id: 1, name: 'Ann Avery' }]);
    expect(await h.rows('SELECT folder_id, name FROM project_stream_folders')).toEqual([{ folder_id: 'g1', name: 'Oceans' }]);
    await runner.stop();
  });
});
