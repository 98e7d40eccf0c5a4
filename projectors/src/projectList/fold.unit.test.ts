// The in-memory fold refuses exactly the events apply() refuses (so the runtime falls back and parks
// them), each on its own, and keeps what apply() would write for the rest.
import { CURRENT_SCHEMA_VERSION, type AnyEvent, type AnyRecordedEvent } from '@wb/contracts';
import { foldBatch, openedOnlyCard, type CardRow, type PersonRow } from './fold';

let position = 0n;
const recorded = (event: AnyEvent, time = '2024-05-01T10:00:00.000Z'): AnyRecordedEvent => {
  position += 1n;
  return {
    ...event,
    streamId: 'any',
    revision: 0,
    position: { transactionId: position, globalPosition: position },
    metadata: { eventId: `e${position}`, causationId: 'c', correlationId: 'c', userID: null, time, schemaVersion: CURRENT_SCHEMA_VERSION[event.type] },
  } as AnyRecordedEvent;
};

const card = (projectID: string, groups: string[] = []): CardRow => ({
  project_id: projectID,
  name: projectID,
  status: 1,
  created_on: '2024-01-01T00:00:00.000Z',
  modified: '2024-01-01T00:00:00.000Z',
  groups,
  owner_user_id: 1,
  thumbnail: null,
  links: [],
  due_date: null,
  due_completed_on: null,
  word_count: 0,
  trello: null,
  learn_status: -1,
});

const fold = (events: AnyEvent[], cards: CardRow[] = [card('known')], people: PersonRow[] = []) =>
  foldBatch(
    events.map((e) => recorded(e)),
    new Map(cards.map((c) => [c.project_id, c])),
    new Map(people.map((p) => [p.user_id, p])),
  );

describe('the project list fold', () => {
  it.each<[string, AnyEvent]>([
    ['a project created twice', { type: 'ProjectCreated', data: { projectID: 'known', name: 'Again', groups: [], ownerUserID: 2 } }],
    ['a rename of an unknown project', { type: 'ProjectRenamed', data: { projectID: 'ghost', name: 'X', previousName: 'Y' } }],
    ['an archive of an unknown project', { type: 'ProjectArchived', data: { projectID: 'ghost' } }],
    ['a folder added to an unknown project', { type: 'ProjectAddedToFolder', data: { projectID: 'ghost', projectGroupID: 'f1' } }],
    ['an opening of an unknown project', { type: 'ProjectAccessed', data: { projectID: 'ghost', userID: 3 } }],
    ['a member joining an unknown project', { type: 'ProjectMemberJoined', data: { projectID: 'ghost', userID: 3 } }],
    ['a subscription to an unknown project', { type: 'ProjectUnsubscribed', data: { projectID: 'ghost', userID: 3 } }],
    ['an avatar of an unknown person', { type: 'UserAvatarChanged', data: { userID: 99, src: 'https://img.example.org/x.png' } }],
  ])('refuses %s, as apply() does', (_, event) => {
    expect(() => fold([event])).toThrow(/read model/);
  });

  it('takes a project created, opened, joined and changed within the batch, and a person added then given an avatar', () => {
    const folded = fold([
      { type: 'ProjectAccessed', data: { projectID: 'known', userID: 5 } },
      { type: 'ProjectCreated', data: { projectID: 'n1', name: 'New', groups: ['f1', 'f1'], ownerUserID: 4 } },
      { type: 'ProjectAccessed', data: { projectID: 'n1', userID: 5 } },
      { type: 'ProjectMemberJoined', data: { projectID: 'n1', userID: 5 } },
      { type: 'ProjectRemovedFromFolder', data: { projectID: 'n1', projectGroupID: 'f1' } },
      { type: 'ProjectArchived', data: { projectID: 'n1' } },
      { type: 'UserAdded', data: { userID: 4, email: 'd@example.org', givenName: 'Dee', familyName: 'Fox' } },
      { type: 'UserAvatarChanged', data: { userID: 4, src: 'https://img.example.org/4.png' } },
    ]);
    expect(folded.cards).toEqual([expect.objectContaining({ project_id: 'n1', groups: [], status: 2, is_new: true, refresh_members: true })]);
    expect(folded.relations).toEqual([
      { project_id: 'known', user_id: 5, member: null, owner: null, subscribed: null, last_accessed: '2024-05-01T10:00:00.000Z' },
      { project_id: 'n1', user_id: 4, member: true, owner: true, subscribed: true, last_accessed: null },
      { project_id: 'n1', user_id: 5, member: true, owner: null, subscribed: null, last_accessed: '2024-05-01T10:00:00.000Z' },
    ]);
    expect(folded.people).toEqual([{ user_id: 4, given_name: 'Dee', family_name: 'Fox', avatar: 'https://img.example.org/4.png' }]);
    // Counted once per folder, moved between statuses and out of the folder; sums of zero are kept (apply() leaves such rows at 0).
    expect(folded.counts).toEqual([
      { group_id: '', status: 1, n: 0 },
      { group_id: 'f1', status: 1, n: 0 },
      { group_id: '', status: 2, n: 1 },
    ]);
  });

  it('opens a card loaded only to check it exists without writing it, and refuses to change it', () => {
    const opened = fold([{ type: 'ProjectAccessed', data: { projectID: 'seen', userID: 3 } }], [openedOnlyCard('seen')]);
    expect(opened.cards).toEqual([]);
    expect(opened.relations).toEqual([expect.objectContaining({ project_id: 'seen', user_id: 3, last_accessed: '2024-05-01T10:00:00.000Z' })]);
    expect(() => fold([{ type: 'ProjectMemberJoined', data: { projectID: 'seen', userID: 3 } }], [openedOnlyCard('seen')])).toThrow(/only to check it exists/);
  });
});
