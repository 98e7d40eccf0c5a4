import { createHarness, type Harness } from '../testing/harness';
import { projectActivityProjection } from './projection';

const upload = (fileID: string, projectID: string | null, userID: number, projectAssetType: string | null = null) => ({
  type: 'FileUploaded' as const,
  data: { fileID, uuid: `u-${fileID}`, name: `${fileID}.svg`, type: 'svg', url: `/api/v1/blobs/asset/${fileID}.svg`, size: 10, projectID, projectAssetType, userID, userName: `User ${userID}` },
});
const comment = (commentID: string, fileID: string | null, text: string, parentCommentID: string | null = null) => ({
  type: 'CommentAdded' as const,
  data: { commentID, projectID: 'p1', fileID, fileVersion: null, userID: 2, text, timestamp: null, parentCommentID, replyToCommentID: null, annotations: [], anonymous: false, mentionedUserIDs: [] },
});
const at = (minutes: number) => ({ time: new Date(Date.UTC(2026, 2, 1, 10, minutes)).toISOString() });

describe('projectActivity projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given uploads and comments, expect one item per comment and the uploads of one user within an hour as one item', async () => {
    await h.append('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'P', groups: [], ownerUserID: 1 } });
    await h.append('user-1', { type: 'UserAdded', data: { userID: 1, email: 'e@x.io', givenName: 'Edith', familyName: 'Ames' } });
    await h.append('file-f1', upload('f1', 'p1', 1), at(0));
    await h.append('file-f2', upload('f2', 'p1', 1), at(20));
    await h.append('file-o1', upload('o1', 'p1', 3), at(25));
    await h.append('projectcomments-p1', comment('c1', null, 'Looks good'), at(30));
    await h.append('file-f3', upload('f3', 'p1', 1, 'transcript'), at(59));
    // An hour after the group's first upload: a new item.
    await h.append('file-f4', upload('f4', 'p1', 1), at(61));
    await h.append('filecomments-f1', comment('c2', 'f1', 'x'.repeat(300)), at(62));
    await h.append('filecomments-f1', comment('c3', 'f1', 'Agreed', 'c2'), at(63));
    const last = await h.append('file-k1', upload('k1', null, 1), at(64));
    const runner = await h.run([projectActivityProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    const items = () => h.rows('SELECT item_id, kind, user_id, file_count, file_id, reply, length(text) AS text_length FROM activity_items ORDER BY seq DESC');
    expect(await items()).toEqual([
      { item_id: 'comment-c3', kind: 'comment', user_id: 2, file_count: 0, file_id: 'f1', reply: true, text_length: 6 },
      { item_id: 'comment-c2', kind: 'comment', user_id: 2, file_count: 0, file_id: 'f1', reply: false, text_length: 200 },
      { item_id: 'upload-f4', kind: 'upload', user_id: 1, file_count: 1, file_id: null, reply: false, text_length: null },
      // f3 joined the group at minute 59, which moves it after the comment of minute 30.
      { item_id: 'upload-f1', kind: 'upload', user_id: 1, file_count: 3, file_id: null, reply: false, text_length: null },
      { item_id: 'comment-c1', kind: 'comment', user_id: 2, file_count: 0, file_id: null, reply: false, text_length: 10 },
      { item_id: 'upload-o1', kind: 'upload', user_id: 3, file_count: 1, file_id: null, reply: false, text_length: null },
    ]);
    expect(await h.rows(`SELECT file_id FROM activity_item_files WHERE item_id = 'upload-f1' ORDER BY file_id`)).toEqual([{ file_id: 'f1' }, { file_id: 'f2' }, { file_id: 'f3' }]);
    expect(await h.rows(`SELECT project_id, file_id FROM activity_file_projects ORDER BY file_id`)).toHaveLength(5);

    // A deleted file leaves its group and takes its comments along; an emptied group goes; a deleted comment goes.
    await h.append('file-f1', { type: 'FileDeleted', data: { fileID: 'f1' } });
    await h.append('file-o1', { type: 'FileUnlinkedFromProject', data: { fileID: 'o1', projectID: 'p1' } });
    const end = await h.append('projectcomments-p1', { type: 'CommentsDeleted', data: { projectID: 'p1', commentIDs: ['c1'] } });
    expect(await runner.waitForPosition(end, 5000)).toBe(true);
    expect((await items()).map((r) => [r.item_id, r.file_count])).toEqual([
      ['upload-f4', 1],
      ['upload-f1', 2],
    ]);
    await runner.stop();
  });
});
