// What the product mix (testing/workload.ts) lacks for the project list, appended after it: avatars (every
// card of that member changes), people named after they joined, a person added twice, folders entered
// twice and left, status changes to the same status, deletes and revivals, long runs of openings of the
// same pairs, and six events apply() refuses (one of each kind), spread over the batches.
import type { Harness } from '../testing/harness';

const time = (n: number): string => new Date(Date.UTC(2025, 0, 1) + n * 1_000).toISOString();

export const appendProjectListExtras = async (h: Harness): Promise<bigint> => {
  await h.append('user-777', { type: 'UserAvatarChanged', data: { userID: 777, src: 'https://img.example.org/nobody.png' } });
  for (let u = 1; u <= 30; u += 4) await h.append(`user-${u}`, { type: 'UserAvatarChanged', data: { userID: u, src: `https://img.example.org/${u}.png` } });

  // One card changed in every way within a few events (so within one batch, or across two).
  const x1 = (event: Parameters<Harness['append']>[1]) => h.append('project-x1', event);
  await x1({ type: 'ProjectCreated', data: { projectID: 'x1', name: 'Étude of Cells', groups: ['g1'], ownerUserID: 40 } });
  await x1({ type: 'ProjectAccessed', data: { projectID: 'x1', userID: 41 } });
  await x1({ type: 'ProjectSubscribed', data: { projectID: 'x1', userID: 41 } });
  await h.append('user-41', { type: 'UserAdded', data: { userID: 41, email: 'p41@example.org', givenName: 'First', familyName: 'Person' } });
  await x1({ type: 'ProjectMemberJoined', data: { projectID: 'x1', userID: 41 } });
  await x1({ type: 'ProjectAddedToFolder', data: { projectID: 'x1', projectGroupID: 'g2' } });
  await x1({ type: 'ProjectAddedToFolder', data: { projectID: 'x1', projectGroupID: 'g2' } });
  await x1({ type: 'ProjectRemovedFromFolder', data: { projectID: 'x1', projectGroupID: 'g3' } });
  await x1({ type: 'ProjectArchived', data: { projectID: 'x1' } });
  await x1({ type: 'ProjectArchived', data: { projectID: 'x1' } });
  await h.append('user-40', { type: 'UserAdded', data: { userID: 40, email: 'p40@example.org', givenName: 'Late', familyName: 'Comer' } });
  await h.append('user-40', { type: 'UserAvatarChanged', data: { userID: 40, src: 'https://img.example.org/40a.png' } });
  await x1({ type: 'ProjectUnsubscribed', data: { projectID: 'x1', userID: 40 } });
  await x1({ type: 'ProjectRevived', data: { projectID: 'x1' } });
  await x1({ type: 'ProjectRenamed', data: { projectID: 'x1', name: 'ÉTUDE of cells', previousName: 'Étude of Cells' } });
  await h.append('user-41', { type: 'UserAdded', data: { userID: 41, email: 'p41@example.org', givenName: 'Renamed', familyName: 'Person' } });
  await h.append('user-40', { type: 'UserAvatarChanged', data: { userID: 40, src: 'https://img.example.org/40b.png' } });
  // The contents page's settings: links added and removed in order, a due date set, completed, set again.
  const link = (n: number) => ({ type: 'link', url: `https://docs.example.org/${n}`, name: `Doc ${n}` });
  for (const n of [1, 2, 3]) await x1({ type: 'ProjectLinkAdded', data: { projectID: 'x1', link: link(n) } });
  await x1({ type: 'ProjectLinkRemoved', data: { projectID: 'x1', url: link(2).url } });
  await x1({ type: 'ProjectDueDateSet', data: { projectID: 'x1', dueDate: '2025-03-01' } });
  await x1({ type: 'ProjectDueDateCompleted', data: { projectID: 'x1', completedOn: '2025-02-20T09:00:00.123Z' } });
  await x1({ type: 'ProjectThumbnailChanged', data: { projectID: 'x1', thumbnail: '/api/v1/blobs/projectThumbnail/2025/01/0f8fad5b-d9cb-469f-a165-70867728950e.jpg' } });
  // The word count tracking keeps, on the card: the last one counts.
  await h.append('tracking-x1', { type: 'TrackingWordCountUpdated', data: { projectID: 'x1', wordCount: 900 } });
  await h.append('tracking-x1', { type: 'TrackingWordCountUpdated', data: { projectID: 'x1', wordCount: 1250 } });
  // A card linked, another linked in its place (the first unlinked), and an unlink of a card no longer its own.
  const linked = (cardId: string) => ({
    projectID: 'x1',
    cardId,
    url: `https://trello.com/c/${cardId}`,
    name: `Card ${cardId}`,
    due: null,
    dueComplete: false,
    dateLastActivity: '2025-02-01T10:00:00.000Z',
  });
  await h.append('cardlink-x1', { type: 'TrelloCardLinked', data: linked('c1') });
  await h.append('cardlink-x1', { type: 'TrelloCardUnlinked', data: { projectID: 'x1', cardId: 'c1' } });
  await h.append('cardlink-x1', { type: 'TrelloCardLinked', data: linked('c2') });
  await h.append('cardlink-x1', { type: 'TrelloCardUnlinked', data: { projectID: 'x1', cardId: 'c1' } });
  // A video of the learning site linked as a draft, unlinked, then a published one linked (status 1).
  const learn = (nodeID: string, mediaStatus: 0 | 1 | 2) => ({ projectID: 'x1', nodeID, name: `Video ${nodeID}`, url: `https://learn.example/videos/${nodeID}`, mediaStatus });
  await h.append('learnlink-x1', { type: 'LearnNodeLinked', data: learn('n1', 0) });
  await h.append('learnlink-x1', { type: 'LearnNodeUnlinked', data: { projectID: 'x1', nodeID: 'n1' } });
  await h.append('learnlink-x1', { type: 'LearnNodeLinked', data: learn('n2', 2) });

  const x3 = (event: Parameters<Harness['append']>[1]) => h.append('project-x3', event);
  await x3({ type: 'ProjectCreated', data: { projectID: 'x3', name: 'Due again', groups: [], ownerUserID: 2 } });
  await x3({ type: 'ProjectDueDateSet', data: { projectID: 'x3', dueDate: '2025-03-01' } });
  await x3({ type: 'ProjectDueDateCompleted', data: { projectID: 'x3', completedOn: '2025-02-20T09:00:00.000Z' } });
  await x3({ type: 'ProjectDueDateSet', data: { projectID: 'x3', dueDate: '2025-04-01' } });
  await x3({ type: 'ProjectLinkAdded', data: { projectID: 'x3', link: link(9) } });
  // A time to the microsecond, kept when a later batch writes the card's members again.
  await h.append('project-x2', { type: 'ProjectCreated', data: { projectID: 'x2', name: 'Fine time', groups: [], ownerUserID: 2 } }, { time: '2025-02-01T10:00:00.123456Z' });
  for (let p = 1; p <= 150; p += 9) {
    const projectID = `p${p}`;
    await h.append(`project-${projectID}`, { type: 'ProjectRemovedFromFolder', data: { projectID, projectGroupID: `f${(p % 10) + 1}` } });
    await h.append(`project-${projectID}`, { type: p % 2 ? 'ProjectDeleted' : 'ProjectArchived', data: { projectID } });
    if (p % 4 === 1) await h.append(`project-${projectID}`, { type: 'ProjectRevived', data: { projectID } });
    if (p === 46) await h.append('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Twice', groups: ['f1'], ownerUserID: 2 } });
  }
  // Long runs of openings: 400 over 20 projects by 15 people (the same pair many times, the last time
  // winning), interleaved with joins, subscriptions and unknown projects.
  for (let n = 0; n < 400; n++) {
    const projectID = `p${(n % 20) + 1}`;
    await h.append(`project-${projectID}`, { type: 'ProjectAccessed', data: { projectID, userID: (n % 15) + 1 } }, { time: time(n) });
    if (n === 50) await h.append('project-nope', { type: 'ProjectAccessed', data: { projectID: 'nope', userID: 3 } }, { time: time(n) });
    if (n % 37 === 0) await h.append(`project-${projectID}`, { type: 'ProjectMemberJoined', data: { projectID, userID: (n % 29) + 1 } });
    if (n % 41 === 0) await h.append(`project-${projectID}`, { type: 'ProjectUnsubscribed', data: { projectID, userID: (n % 15) + 1 } });
    if (n === 200) await h.append('project-x2', { type: 'ProjectMemberJoined', data: { projectID: 'x2', userID: 3 } });
    if (n === 390) await h.append('project-ghost', { type: 'ProjectRenamed', data: { projectID: 'ghost', name: 'X', previousName: 'Y' } });
  }
  await h.append('project-ghost2', { type: 'ProjectMemberJoined', data: { projectID: 'ghost2', userID: 5 } });
  await h.append('project-p2', { type: 'ProjectAccessed', data: { projectID: 'p2', userID: 4 } }, { time: time(500) });
  return h.append('project-ghost3', { type: 'ProjectArchived', data: { projectID: 'ghost3' } });
};
