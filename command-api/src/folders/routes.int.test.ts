import { Messages } from '@wb/contracts';
import { addUserWithGrants, startHarness, type Harness } from '../testing/commandApiHarness';

let h: Harness;
const editor = 20;

beforeAll(async () => {
  h = await startHarness();
  await addUserWithGrants(h, editor, ['content.projects-edit']);
});
afterAll(async () => h.close());

const createGroup = async (name: string) => h.post('/api/admin/folders/createGroup', { name }, { as: 1 });

describe('folders', () => {
  it('creates a folder and refuses its name again', async () => {
    const res = await createGroup('Biology');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { projectGroup: { name: string } }).projectGroup.name).toBe('Biology');
    const again = await createGroup('biology');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { msg: string; code: string } }).error).toMatchObject({ msg: Messages.folderExists, code: 'folderNameTaken' });
  });

  it('answers no folder for the name of a deleted one, and revives it by name', async () => {
    const { projectGroup } = (await (await createGroup('Chemistry')).json()) as { projectGroup: { projectGroupID: string } };
    expect((await h.post('/api/project/deleteGroup', { projectGroupID: projectGroup.projectGroupID }, { as: 1 })).status).toBe(200);
    const res = await createGroup('Chemistry');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ projectGroup: null });
    const revived = await h.post('/api/admin/folders/reviveGroupByName', { groupName: 'chemistry' }, { as: 1 });
    expect(revived.status).toBe(200);
    expect(await revived.json()).toEqual({ projectGroup: { projectGroupID: projectGroup.projectGroupID, name: 'Chemistry' } });
  });

  it('puts projects in a usable folder once, and refuses a deleted folder', async () => {
    const { projectGroup } = (await (await createGroup('Physics')).json()) as { projectGroup: { projectGroupID: string } };
    const { project } = (await (await h.post('/api/project/create', { name: 'Gravity' }, { as: editor })).json()) as { project: { projectID: string } };
    const add = () => h.post('/api/project/addToGroup', { projectIDs: [project.projectID], projectGroupID: projectGroup.projectGroupID }, { as: editor });
    expect((await add()).status).toBe(200);
    const before = await h.eventCount();
    expect((await add()).status).toBe(200);
    expect(await h.eventCount()).toBe(before);
    await h.post('/api/project/deleteGroup', { projectGroupID: projectGroup.projectGroupID }, { as: 1 });
    expect((await h.post('/api/project/removeFromGroup', { projectIDs: [project.projectID], projectGroupID: projectGroup.projectGroupID }, { as: editor })).status).toBe(404);
  });

  it('needs admin.folders', async () => {
    expect((await h.post('/api/admin/folders/createGroup', { name: 'Art' }, { as: editor })).status).toBe(403);
  });

  it('answers 404 for an unknown folder', async () => {
    expect((await h.post('/api/admin/folders/archiveGroup', { projectGroupID: 'nope' }, { as: 1 })).status).toBe(404);
  });
});
