import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { fileCommentsProjection } from './projection';

const box = { id: 'b1', type: 'box' as const, attributes: { x: 10, y: 20, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 10 } };
const uploaded = (fileID: string, name: string, type: string, projectID: string | null): AnyEvent => ({
  type: 'FileUploaded',
  data: { fileID, uuid: `u-${fileID}`, name, type, url: `https://files.example/${fileID}`, size: 10, projectID, projectAssetType: null, userID: 7, userName: 'Ada' },
});
const comment = (commentID: string, fileID: string | null, userID: number, extra: { parentCommentID?: string; anonymous?: boolean } = {}): AnyEvent => ({
  type: 'CommentAdded',
  data: {
    commentID,
    projectID: 'p-1',
    fileID,
    fileVersion: fileID === null ? null : 1,
    userID,
    text: `Comment ${commentID}`,
    timestamp: fileID === 'f-video' ? 90 : null,
    parentCommentID: extra.parentCommentID ?? null,
    replyToCommentID: extra.parentCommentID ?? null,
    annotations: extra.parentCommentID ? [] : [box],
    anonymous: extra.anonymous ?? false,
    mentionedUserIDs: [8],
  },
});

describe('fileComments projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given comments, a resolution, an edit and a delete on files and on the project, expect the live comments in recorded order', async () => {
    await h.append('user-7', { type: 'UserAdded', data: { userID: 7, email: 'ada@example.org', givenName: 'Ada', familyName: 'Lovelace' } });
    await h.append('project-p-1', { type: 'ProjectCreated', data: { projectID: 'p-1', name: 'Cells', groups: [], ownerUserID: 7 } });
    await h.append('file-f-video', uploaded('f-video', 'intro.mp4', 'mp4', 'p-1'));
    await h.append('file-f-svg', uploaded('f-svg', 'cell.svg', 'svg', null));
    await h.append('file-f-svg', { type: 'FileLinkedToProject', data: { fileID: 'f-svg', projectID: 'p-1', projectName: 'Cells' } });
    await h.append('file-f-svg', { type: 'FileRenamed', data: { fileID: 'f-svg', name: 'nucleus.svg', previousName: 'cell.svg' } });
    await h.append('filecomments-f-video', comment('c-1', 'f-video', 7), { time: '2026-01-01T00:00:01.000Z' });
    await h.append('filecomments-f-video', comment('c-2', 'f-video', 8, { parentCommentID: 'c-1' }));
    await h.append('filecomments-f-video', comment('c-3', 'f-video', 8, { anonymous: true }));
    await h.append('projectcomments-p-1', comment('c-4', null, 7));
    await h.append('filecomments-f-svg', comment('c-5', 'f-svg', 7));
    await h.append('filecomments-f-svg', comment('c-6', 'f-svg', 8, { parentCommentID: 'c-5' }));
    await h.append(
      'filecomments-f-video',
      { type: 'CommentResolved', data: { commentID: 'c-1', projectID: 'p-1', fileID: 'f-video', userID: 8, resolved: true } },
      { time: '2026-01-01T00:00:05.000Z' },
    );
    await h.append('filecomments-f-video', { type: 'CommentTextUpdated', data: { commentID: 'c-3', projectID: 'p-1', fileID: 'f-video', text: 'Edited' } });
    const last = await h.append('filecomments-f-svg', { type: 'CommentsDeleted', data: { projectID: 'p-1', commentIDs: ['c-5', 'c-6'] } });
    const runner = await h.run([fileCommentsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);

    expect(await h.rows('SELECT file_id, name, file_type, deleted FROM file_comment_files ORDER BY file_id')).toEqual([
      { file_id: 'f-svg', name: 'nucleus.svg', file_type: 'svg', deleted: false },
      { file_id: 'f-video', name: 'intro.mp4', file_type: 'mp4', deleted: false },
    ]);
    expect(await h.rows('SELECT file_id, project_id FROM file_comment_file_projects ORDER BY file_id')).toEqual([
      { file_id: 'f-svg', project_id: 'p-1' },
      { file_id: 'f-video', project_id: 'p-1' },
    ]);
    expect(await h.rows('SELECT project_id FROM file_comment_projects')).toEqual([{ project_id: 'p-1' }]);
    expect(
      await h.rows(
        `SELECT comment_id, file_id, file_version, user_id, text, timestamp, parent_comment_id, annotations, anonymous, mentioned_user_ids, resolved_by, resolved_on, created_on
         FROM file_comments ORDER BY seq`,
      ),
    ).toEqual([
      {
        comment_id: 'c-1',
        file_id: 'f-video',
        file_version: 1,
        user_id: 7,
        text: 'Comment c-1',
        timestamp: 90,
        parent_comment_id: null,
        annotations: [box],
        anonymous: false,
        mentioned_user_ids: [8],
        resolved_by: 8,
        resolved_on: new Date('2026-01-01T00:00:05.000Z'),
        created_on: new Date('2026-01-01T00:00:01.000Z'),
      },
      expect.objectContaining({ comment_id: 'c-2', parent_comment_id: 'c-1', resolved_by: null }),
      expect.objectContaining({ comment_id: 'c-3', text: 'Edited', anonymous: true }),
      expect.objectContaining({ comment_id: 'c-4', file_id: null, file_version: null, timestamp: null }),
    ]);
    await runner.stop();
  });

  it('given a comment unresolved, expect it open again', async () => {
    await h.append('filecomments-f-video', { type: 'CommentResolved', data: { commentID: 'c-1', projectID: 'p-1', fileID: 'f-video', userID: 9, resolved: false } });
    const last = await h.append('file-f-video', { type: 'FileDeleted', data: { fileID: 'f-video' } });
    const runner = await h.run([fileCommentsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows("SELECT resolved_by, resolved_on FROM file_comments WHERE comment_id = 'c-1'")).toEqual([{ resolved_by: null, resolved_on: null }]);
    expect(await h.rows("SELECT deleted FROM file_comment_files WHERE file_id = 'f-video'")).toEqual([{ deleted: true }]);
    await runner.stop();
  });
});
