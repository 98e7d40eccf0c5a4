import type { ActivityItem } from '@wb/contracts';
import { activityText } from './activityText';

const user = { userID: 2, givenName: 'Edith', familyName: 'Ames' };
const base = { itemID: 'i', position: 1, time: '2026-03-01T10:00:00.000Z', user };
const upload = (count: number): ActivityItem => ({
  ...base,
  kind: 'upload',
  startedOn: base.time,
  fileCount: count,
  files: Array.from({ length: Math.min(count, 3) }, (_, i) => ({ fileID: `f${i}`, name: `Scene ${i + 1}.svg`, type: 'svg' })),
});
const comment = (fileID: string | -1, reply = false): ActivityItem => ({ ...base, kind: 'comment', commentID: 'c', fileID, fileName: fileID === -1 ? null : 'Board.png', text: 'Hi', reply });

describe('an activity item as it reads', () => {
  it('names the one file of a single upload, and counts the files of a group', () => {
    expect(activityText(upload(1))).toBe('Edith Ames uploaded Scene 1.svg');
    expect(activityText(upload(4))).toBe('Edith Ames uploaded 4 files');
  });

  it('says where a comment or reply was made', () => {
    expect(activityText(comment(-1))).toBe('Edith Ames commented on the project');
    expect(activityText(comment('f1'))).toBe('Edith Ames commented on Board.png');
    expect(activityText(comment('f1', true))).toBe('Edith Ames replied on Board.png');
  });

  it('calls an author with no name someone', () => {
    expect(activityText({ ...comment(-1), user: { userID: null, givenName: '', familyName: '' } })).toBe('Someone commented on the project');
  });
});
