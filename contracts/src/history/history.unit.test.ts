import { HistoryAccess } from './access';
import { AuditInput, HistoryInput, historyCursor } from './fields';
import { historyKindOf } from './kinds';
import { historyDownloadQuery } from './paths';

describe('history kinds', () => {
  it('says an event type in plain words', () => {
    expect(historyKindOf('ProjectRenamed')).toBe('Project renamed');
    expect(historyKindOf('UserSlackIdSet')).toBe('User slack id set');
    expect(historyKindOf('CommentsDeleted')).toBe('Comments deleted');
  });
});

describe('who may read a history by grant', () => {
  it('lets admin.reports read any, the admin of a kind read that kind, and project viewers ask as members', () => {
    expect(HistoryAccess.byGrant(['admin.reports'], 'user')).toBe(true);
    expect(HistoryAccess.byGrant(['admin.projects'], 'scene')).toBe(true);
    expect(HistoryAccess.byGrant(['admin.projects'], 'folder')).toBe(false);
    expect(HistoryAccess.byGrant(['admin.folders'], 'folder')).toBe(true);
    expect(HistoryAccess.byGrant(['content.projects-edit'], 'project')).toBe(false);
    expect(HistoryAccess.byMembership(['content.projects-view'], 'commentThread')).toBe(true);
    expect(HistoryAccess.byMembership(['content.projects-view'], 'kit')).toBe(false);
    expect(HistoryAccess.byMembership([], 'project')).toBe(false);
  });
});

describe('history filters', () => {
  it('takes a cursor as the previous page gave it, and nothing else', () => {
    expect(historyCursor.safeParse('1735689600000000.42').success).toBe(true);
    for (const bad of ['42', 'page-2', '1.99999999999999999999', '1.9223372036854775808', '']) expect(historyCursor.safeParse(bad).success).toBe(false);
  });

  it('bounds the page and names a bad field', () => {
    expect(HistoryInput.parse({ entityType: 'project', entityID: 'p1' }).limit).toBe(50);
    expect(HistoryInput.safeParse({ entityType: 'project', entityID: 'p1', limit: 101 }).success).toBe(false);
    expect(HistoryInput.safeParse({ entityType: 'project', entityID: 'p1', to: '2026-02-30' }).success).toBe(false);
    const idWithoutType = AuditInput.safeParse({ entityID: 'p1' });
    expect(idWithoutType.success ? [] : idWithoutType.error.issues.map((i) => i.path.join('.'))).toEqual(['entityID']);
    expect(AuditInput.parse(undefined)).toEqual({ limit: 50 });
  });

  it('writes a download query string the server reads back', () => {
    expect(historyDownloadQuery({ entityType: 'project', entityID: 'p 1', userID: 3, kinds: ['ProjectRenamed', 'ProjectCreated'], from: '2026-01-01T00:00:00Z' })).toBe(
      'entityType=project&entityID=p+1&userID=3&kinds=ProjectRenamed%2CProjectCreated&from=2026-01-01T00%3A00%3A00Z',
    );
  });
});
