// The contents page's settings over HTTP (spec 000 sections 4, 5, 7, 8): links {type, url, name} unique
// by URL ('Link with that URL already exists!'), the due date (set, completed with its date, edited,
// cleared with an empty value), the thumbnail (a jpg uploaded as one), credit entries (name and role
// both needed; they are entries of the credits document), and who may change them.
import { uploadedFile } from '../assets/storedUploads';
import { createProject, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { creditEntriesAfter, LINK_EXISTS, projectAfter, uploadedThumbnail } from './contentsWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

let n = 0;
const newProject = () => createProject(world.editor, `Contents ${++n}`);
const post = (path: string, body: unknown, who = world.editor) => who.client.post(`/api/project/${path}`, body);

describe('/api/project/addLink and /api/project/removeLink', () => {
  const link = { type: 'doc', url: 'https://docs.example.org/a', name: 'Script draft' };

  it('adds links in order and removes one by its URL', async () => {
    const projectID = await newProject();
    expect((await post('addLink', { projectID, link })).status).toBe(200);
    const second = await post('addLink', { projectID, link: { url: 'http://example.org/b', name: 'Board' } });
    expect(second.status).toBe(200);
    expect((await projectAfter(world.viewer, projectID, second)).data.links).toEqual([link, { type: 'link', url: 'http://example.org/b', name: 'Board' }]);
    const removed = await post('removeLink', { projectID, url: link.url });
    expect(removed.status).toBe(200);
    expect((await projectAfter(world.viewer, projectID, removed)).data.links.map((l) => l.url)).toEqual(['http://example.org/b']);
  });

  it("refuses a URL the project links already with 409 and the spec's message, also from another editor", async () => {
    const projectID = await newProject();
    expect((await post('addLink', { projectID, link })).status).toBe(200);
    const again = await post('addLink', { projectID, link: { ...link, name: 'Another name' } }, world.otherEditor);
    expectError(again, 409, 'conflict');
    expect(again.body.error.msg).toBe(LINK_EXISTS);
    // Another project may link the same URL.
    expect((await post('addLink', { projectID: await newProject(), link })).status).toBe(200);
  });

  it('needs a name and a URL (http or https)', async () => {
    const projectID = await newProject();
    expectFieldErrors(await post('addLink', { projectID, link: { url: 'https://example.org', name: '  ' } }), ['link.name']);
    expectFieldErrors(await post('addLink', { projectID, link: { url: '', name: 'Doc' } }), ['link.url']);
    expectFieldErrors(await post('addLink', { projectID, link: { url: 'javascript:alert(1)', name: 'Doc' } }), ['link.url']);
    expectFieldErrors(await post('addLink', { projectID, link: { url: `https://example.org/${'a'.repeat(2100)}`, name: 'Doc' } }), ['link.url']);
  });

  it('answers 404 for a URL the project does not link, and for an unknown project', async () => {
    const projectID = await newProject();
    expectError(await post('removeLink', { projectID, url: 'https://nowhere.example.org' }), 404, 'notFound');
    expectError(await post('addLink', { projectID: 'no-such-project', link }), 404, 'notFound');
  });

  it('is refused to a viewer (403) and to nobody signed in (401)', async () => {
    const projectID = await newProject();
    expectError(await post('addLink', { projectID, link }, world.viewer), 403, 'forbidden');
    const anonymous = await world.anonymous.post('/api/project/addLink', { projectID, link });
    expect(anonymous.status).toBe(401);
  });
});

describe('/api/project/addDueDate and /api/project/dueDateComplete', () => {
  it('sets a due date, completes it with the date it was completed on, edits it and clears it', async () => {
    const projectID = await newProject();
    expect((await projectAfter(world.viewer, projectID)).data.due).toEqual({ date: null, completedOn: null });
    const set = await post('addDueDate', { projectID, dueDate: '2031-02-28' });
    expect(set.status).toBe(200);
    expect((await projectAfter(world.viewer, projectID, set)).data.due).toEqual({ date: '2031-02-28', completedOn: null });
    const before = Date.now();
    const completed = await post('dueDateComplete', { projectID });
    expect(completed.status).toBe(200);
    const { completedOn } = (await projectAfter(world.viewer, projectID, completed)).data.due;
    expect(Math.abs(Date.parse(completedOn ?? '') - before)).toBeLessThan(60_000);
    const edited = await post('addDueDate', { projectID, dueDate: '2031-03-15' });
    expect((await projectAfter(world.viewer, projectID, edited)).data.due).toEqual({ date: '2031-03-15', completedOn: null });
    const cleared = await post('addDueDate', { projectID, dueDate: '' });
    expect(cleared.status).toBe(200);
    expect((await projectAfter(world.viewer, projectID, cleared)).data.due).toEqual({ date: null, completedOn: null });
  });

  it('refuses a date that is not YYYY-MM-DD or not in the calendar, and completing without a date', async () => {
    const projectID = await newProject();
    expectFieldErrors(await post('addDueDate', { projectID, dueDate: '2031-02-30' }), ['dueDate']);
    expectFieldErrors(await post('addDueDate', { projectID, dueDate: 'tomorrow' }), ['dueDate']);
    expectFieldErrors(await post('addDueDate', { projectID }), ['dueDate']);
    expectError(await post('dueDateComplete', { projectID }), 409, 'invalidState');
  });

  it('refuses a viewer', async () => {
    const projectID = await newProject();
    expectError(await post('addDueDate', { projectID, dueDate: '2031-02-28' }, world.viewer), 403, 'forbidden');
  });
});

describe('/api/project/updateThumbnail', () => {
  it('shows a jpg uploaded as a project thumbnail on the card, readable by a viewer, and removes it', async () => {
    const projectID = await newProject();
    const thumbnail = await uploadedThumbnail(world.editor);
    const set = await post('updateThumbnail', { projectID, thumbnail });
    expect(set.status).toBe(200);
    expect((await projectAfter(world.viewer, projectID, set)).thumbnail).toBe(thumbnail);
    const image = await world.viewer.client.get(thumbnail);
    expect(image.status).toBe(200);
    const removed = await post('updateThumbnail', { projectID, thumbnail: null });
    expect((await projectAfter(world.viewer, projectID, removed)).thumbnail).toBeNull();
  });

  it('takes only jpg or jpeg uploads, made as a project thumbnail by the caller', async () => {
    const projectID = await newProject();
    const avatar = (await uploadedFile(world.editor, 'me.jpg', 'avatar')).url;
    expectFieldErrors(await post('updateThumbnail', { projectID, thumbnail: avatar }), ['thumbnail']);
    const others = await uploadedThumbnail(world.otherEditor);
    expectFieldErrors(await post('updateThumbnail', { projectID, thumbnail: others }), ['thumbnail']);
    expectFieldErrors(await post('updateThumbnail', { projectID, thumbnail: 'https://example.org/x.jpg' }), ['thumbnail']);
  });
});

describe('/api/project/addCreditEntry and /api/project/removeCreditEntry', () => {
  it('adds entries to the credits document (created when there is none) and removes one by its id', async () => {
    const projectID = await newProject();
    const first = await post('addCreditEntry', { projectID, id: 'c1', name: 'Ada Lovelace', role: 'Voiceover' });
    expect(first.status).toBe(200);
    const second = await post('addCreditEntry', { projectID, id: 'c2', name: 'Grace Hopper', role: 'Script Editor' });
    expect(await creditEntriesAfter(world.viewer, projectID, second)).toEqual([
      { id: 'c1', name: 'Ada Lovelace', role: 'Voiceover' },
      { id: 'c2', name: 'Grace Hopper', role: 'Script Editor' },
    ]);
    const removed = await post('removeCreditEntry', { projectID, creditID: 'c1' });
    expect(removed.status).toBe(200);
    expect(await creditEntriesAfter(world.viewer, projectID, removed)).toEqual([{ id: 'c2', name: 'Grace Hopper', role: 'Script Editor' }]);
  });

  it('needs both name and role', async () => {
    const projectID = await newProject();
    expectFieldErrors(await post('addCreditEntry', { projectID, id: 'c1', name: 'Ada', role: '' }), ['role']);
    expectFieldErrors(await post('addCreditEntry', { projectID, id: 'c1', name: ' ', role: 'Voiceover' }), ['name']);
    expectFieldErrors(await post('addCreditEntry', { projectID, id: 'c1' }), ['name', 'role']);
  });

  it('refuses another entry under a taken id (409), an unknown entry (404) and an unknown project (404)', async () => {
    const projectID = await newProject();
    const added = await post('addCreditEntry', { projectID, id: 'c1', name: 'Ada', role: 'Voiceover' });
    expect(added.status).toBe(200);
    expectError(await post('addCreditEntry', { projectID, id: 'c1', name: 'Grace', role: 'Illustrator' }), 409, 'conflict');
    expectError(await post('removeCreditEntry', { projectID, creditID: 'nope' }), 404, 'notFound');
    expectError(await post('addCreditEntry', { projectID: 'no-such-project', id: 'c1', name: 'Ada', role: 'Voiceover' }), 404, 'notFound');
  });

  it('refuses a viewer', async () => {
    const projectID = await newProject();
    expectError(await post('addCreditEntry', { projectID, id: 'c1', name: 'Ada', role: 'Voiceover' }, world.viewer), 403, 'forbidden');
  });
});

describe('archive, reactivate and delete from the contents page (/api/project/updateStatus)', () => {
  it('lets the owner archive and reactivate; another editor is refused; a deleted project takes no settings', async () => {
    const projectID = await newProject();
    const refused = await world.otherEditor.client.post('/api/project/updateStatus', { projectID, status: 2 });
    expectError(refused, 403, 'forbidden');
    const archived = await post('updateStatus', { projectID, status: 2 });
    expect((await projectAfter(world.viewer, projectID, archived)).status).toBe(2);
    const reactivated = await post('updateStatus', { projectID, status: 1 });
    expect((await projectAfter(world.viewer, projectID, reactivated)).status).toBe(1);
    expect((await post('updateStatus', { projectID, status: 0 })).status).toBe(200);
    expectError(await post('addLink', { projectID, link: { url: 'https://example.org', name: 'x' } }), 409, 'invalidState');
  });
});
