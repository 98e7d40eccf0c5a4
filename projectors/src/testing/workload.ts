// A deterministic mix of user, folder and project events (about 2,000), as the product would write them.
import type { Harness } from './harness';

export const appendWorkload = async (h: Harness): Promise<bigint> => {
  let last = 0n;
  const at = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString();
  let clock = 0;
  const add = async (stream: string, event: Parameters<Harness['append']>[1]) => {
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
  return last;
};
