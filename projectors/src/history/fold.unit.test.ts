import type { AnyRecordedEvent } from '@wb/contracts';
import { entityOfStream } from './entities';
import { foldEvent, type NameBook } from './fold';
import { boundValue } from './values';

const names: NameBook = { person: (id) => (id === 7 ? 'Ada Lovelace' : undefined), folder: (id) => (id === 'g1' ? 'Science' : undefined) };

const recorded = (streamId: string, type: string, data: unknown): AnyRecordedEvent =>
  ({
    type,
    data,
    streamId,
    revision: 0,
    position: { transactionId: 1n, globalPosition: 1n },
    metadata: { eventId: '00000000-0000-4000-8000-000000000000', causationId: 'c', correlationId: 'c', userID: 7, time: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
  }) as AnyRecordedEvent;

const fold = (streamId: string, type: string, data: unknown, state: Record<string, unknown> = {}) => ({
  ...foldEvent(recorded(streamId, type, data), state, entityOfStream(streamId), names),
  after: state,
});

describe('which entity a stream is the history of', () => {
  it('maps streams to entities, a project’s own streams to the project and comment threads by their stream id', () => {
    expect(entityOfStream('project-a-b')).toMatchObject({ streamType: 'project', entityType: 'project', entityID: 'a-b', projectID: 'a-b' });
    expect(entityOfStream('tracking-p1')).toMatchObject({ entityType: 'project', entityID: 'p1', projectID: 'p1' });
    expect(entityOfStream('filemedia-f1')).toMatchObject({ entityType: 'file', entityID: 'f1', ownerOf: { entityType: 'file', entityID: 'f1' } });
    expect(entityOfStream('scenecomments-s1')).toMatchObject({ entityType: 'commentThread', entityID: 'scenecomments-s1', ownerOf: { entityType: 'scene', entityID: 's1' } });
    expect(entityOfStream('projectcomments-p1')).toMatchObject({ entityType: 'commentThread', entityID: 'projectcomments-p1', projectID: 'p1' });
    expect(entityOfStream('task-t1')).toMatchObject({ entityType: 'task', entityID: 't1', projectID: null });
  });
});

describe('folding an event', () => {
  it('says a rename in plain words with the name before and after', () => {
    const folded = fold('project-p1', 'ProjectRenamed', { projectID: 'p1', name: 'Tides and moons', previousName: 'Tides' }, { name: 'Tides' });
    expect(folded.summary).toBe('Renamed "Tides" to "Tides and moons"');
    expect(folded.changes).toEqual([{ field: 'name', before: 'Tides', after: 'Tides and moons' }]);
    expect(folded.after).toEqual({ name: 'Tides and moons' });
  });

  it('adds to a list field and names people and folders', () => {
    expect(fold('project-p1', 'ProjectMemberJoined', { projectID: 'p1', userID: 7 }, { members: [2] })).toMatchObject({
      summary: 'Ada Lovelace joined the project',
      changes: [{ field: 'members', before: [2], after: [2, 7] }],
    });
    expect(fold('project-p1', 'ProjectAddedToFolder', { projectID: 'p1', projectGroupID: 'g1' }).summary).toBe('Added to the folder "Science"');
    expect(fold('project-p1', 'ProjectAddedToFolder', { projectID: 'p1', projectGroupID: 'g2' }).summary).toBe('Added to a folder');
  });

  it('records nothing changed for an event that changes nothing, and drops what is unchanged', () => {
    expect(fold('project-p1', 'ProjectAccessed', { projectID: 'p1', userID: 7 })).toEqual({ summary: 'Opened the project', changes: [], after: {} });
    expect(fold('project-p1', 'ProjectArchived', { projectID: 'p1' }, { status: 'Archived' }).changes).toEqual([]);
  });

  it('folds a type without a describer from its data: its own id, previous values and secret-like fields left out', () => {
    const folded = fold('automationkey-k1', 'AutomationKeyCreated', { keyID: 'k1', name: 'Exporter', tokenHash: 'abc', previousName: 'x', scopes: ['export'] });
    expect(folded.changes.map((c) => c.field)).toEqual(['name', 'scopes']);
    expect(folded.summary).toBe('Automation key created: set name to "Exporter"; set scopes to "export"');
  });

  it('keeps values small', () => {
    expect(boundValue('x'.repeat(400))).toHaveLength(300);
    expect(boundValue(Array.from({ length: 500 }, (_, i) => `item ${i}`))).toBe('[500 items]');
    expect(boundValue({ password: 'p', keep: 1 })).toEqual({ keep: 1 });
  });
});
