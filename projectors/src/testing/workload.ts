// A deterministic mix of user, folder and project events (about 2,300), as the product would write them:
// created, changed in every way the read models follow, moved between folders, deleted and revived.
import type { Harness } from './harness';

export const appendWorkload = async (h: Harness): Promise<bigint> => {
  let last = 0n;
  const at = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString();
  let clock = 0;
  const add: Add = async (stream, event) => {
    last = await h.append(stream, event, { time: at(clock++) });
  };
  for (let u = 1; u <= 30; u++) {
    await add(`user-${u}`, { type: 'UserAdded', data: { userID: u, email: `u${u}@example.org`, givenName: `Given${u}`, familyName: `Family${u}` } });
    await add(`user-${u}`, { type: 'GrantsAdded', data: { userID: u, grants: ['content.projects-view'] } });
    if (u % 3 === 0) await add(`user-${u}`, { type: 'UserRoleAdded', data: { userID: u, role: 'Illustrator' } });
  }
  for (let f = 1; f <= 10; f++) {
    await add(`folder-f${f}`, { type: 'FolderCreated', data: { projectGroupID: `f${f}`, name: `Folder ${f}` } });
    if (f % 4 === 0) await add(`folder-f${f}`, { type: 'FolderArchived', data: { projectGroupID: `f${f}` } });
  }
  for (let p = 1; p <= 150; p++) {
    const projectID = `p${p}`;
    const stream = `project-${projectID}`;
    const owner = (p % 30) + 1;
    await add(stream, { type: 'ProjectCreated', data: { projectID, name: `Project ${p}`, groups: [`f${(p % 10) + 1}`], ownerUserID: owner } });
    await add(stream, { type: 'ProjectRenamed', data: { projectID, name: `Project number ${p}`, previousName: `Project ${p}` } });
    for (let k = 0; k < 3; k++) {
      const userID = ((p + k * 7) % 30) + 1;
      await add(stream, { type: 'ProjectAccessed', data: { projectID, userID } });
      await add(stream, { type: 'ProjectMemberJoined', data: { projectID, userID } });
      await add(stream, { type: 'ProjectSubscribed', data: { projectID, userID } });
    }
    await add(stream, { type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: `f${(p % 7) + 1}` } });
    if (p % 5 === 0) await add(stream, { type: 'ProjectArchived', data: { projectID } });
    if (p % 11 === 0) await add(stream, { type: 'ProjectUnsubscribed', data: { projectID, userID: ((p + 7) % 30) + 1 } });
  }
  await appendChurn(add);
  return last;
};

type Add = (stream: string, event: Parameters<Harness['append']>[1]) => Promise<void>;

/** Later changes: grants revoked, accounts deactivated, folders deleted, projects moved, deleted and revived. */
const appendChurn = async (add: Add): Promise<void> => {
  for (let u = 1; u <= 30; u++) {
    const s = `user-${u}`;
    if (u % 4 === 0) await add(s, { type: 'UserEmailChanged', data: { userID: u, email: `new${u}@example.org`, previousEmail: `u${u}@example.org` } });
    if (u % 5 === 0) {
      await add(s, { type: 'GrantsAdded', data: { userID: u, grants: ['admin.users', 'content.projects-view', 'content.assets-edit'] } });
      await add(s, { type: 'GrantsRevoked', data: { userID: u, grants: ['content.projects-view'] } });
      await add(s, { type: 'UserDegreesSet', data: { userID: u, degrees: ['BSc'] } });
    }
    if (u % 6 === 0) {
      await add(s, { type: 'UserRoleRemoved', data: { userID: u, role: 'Illustrator' } });
      await add(s, { type: 'UserAvatarChanged', data: { userID: u, src: `https://img.example.org/${u}.png` } });
    }
    if (u % 7 === 0) await add(s, { type: 'UserDeactivated', data: { userID: u } });
    if (u % 14 === 0) await add(s, { type: 'UserReactivated', data: { userID: u } });
    if (u % 9 === 0) await add(s, { type: 'UserSlackIdSet', data: { userID: u, slackId: `U${u}` } });
  }
  await add('folder-f2', { type: 'FolderTrelloDataUpdated', data: { projectGroupID: 'f2', boards: [{ id: 'b1', lists: [{ id: 'l1', taskID: 1 }] }] } });
  await add('folder-f3', { type: 'FolderDeleted', data: { projectGroupID: 'f3' } });
  await add('folder-f3', { type: 'FolderRevived', data: { projectGroupID: 'f3' } });
  await add('folder-f5', { type: 'FolderDeleted', data: { projectGroupID: 'f5' } });
  for (let p = 1; p <= 150; p++) {
    const projectID = `p${p}`;
    const stream = `project-${projectID}`;
    if (p % 6 === 0) await add(stream, { type: 'ProjectRemovedFromFolder', data: { projectID, projectGroupID: `f${(p % 7) + 1}` } });
    if (p % 10 === 0) await add(stream, { type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: `f${(p % 10) + 1}` } });
    if (p % 8 === 0) await add(stream, { type: 'ProjectDeleted', data: { projectID } });
    if (p % 16 === 0) await add(stream, { type: 'ProjectRevived', data: { projectID } });
  }
  // A project naming a folder that is created after it (the folder's count must include it).
  await add('project-p151', { type: 'ProjectCreated', data: { projectID: 'p151', name: 'Early bird', groups: ['f11', 'f11', 'f1'], ownerUserID: 1 } });
  await add('folder-f11', { type: 'FolderCreated', data: { projectGroupID: 'f11', name: 'Folder 11' } });
  await add('project-p151', { type: 'ProjectAddedToFolder', data: { projectID: 'p151', projectGroupID: 'f2' } });
};
