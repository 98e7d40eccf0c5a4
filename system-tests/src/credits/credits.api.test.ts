// The credits calls over HTTP (spec 002 section 7, Credits): creating and changing a project's credits
// part by part, partner logos (an uploaded image, an older single logo, removing them all), who may
// read and change them, the exporter page's read with an automation key, and credits.png's refusals
// (drawing it is shown by the every-command table and the browser journey).
import { startProjectsWorld, after, expectError, expectFieldErrors, type ProjectsWorld } from '../acceptance/projects/projectsWorld';
import { uploadedFile } from '../acceptance/assets/storedUploads';
import { entry, logoOf, must, newCreditsProject, readImage, section, uploadedLogo } from './creditsWorld';

const EXPORTED_FAILED = 'Uh-oh, something went wrong exporting credits.';
const KEY_REFUSED = 'This page needs a valid access key.';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

const creditsAfter = async (a: Parameters<typeof after>[0], projectID: string, who = world.editor) => {
  const answer = await who.client.post('/api/project/getCreditsData', { projectID }, after(a));
  expect(answer.status).toBe(200);
  return answer.body.creditsData;
};

describe('a project without credits', () => {
  it('answers creditsData null until the editor creates them', async () => {
    const projectID = await newCreditsProject(world.editor);
    const answer = await world.viewer.client.post('/api/project/getCreditsData', { projectID });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { creditsData: null } });
  });

  it('creates them once: the items sent, no logos, the spacer at 300; a second creation is 409', async () => {
    const projectID = await newCreditsProject(world.editor);
    const items = [section('s1', 'Whiteboard Studio'), section('s2', 'Other'), entry('e1', 'Pop by Someone', 'Sound Effects', { attribution: true })];
    const created = await must(world.editor, '/api/project/newCredits', { projectID, data: { items } });
    const credits = await creditsAfter(created, projectID);
    expect(credits).toEqual({
      projectID,
      data: { items: [items[0], items[1], { ...items[2], shareAlike: false }], partnerLogos: [], partnerLogo: null, spacer: { height: 300 } },
      modified: expect.any(String),
    });
    const again = await world.editor.client.post('/api/project/newCredits', { projectID, data: { items: [] } });
    expectError(again, 409, 'conflict');
  });

  it('refuses credits for a project that does not exist', async () => {
    expectError(await world.editor.client.post('/api/project/newCredits', { projectID: 'no-such-project', data: { items: [] } }), 404, 'notFound');
  });
});

describe('changing credits', () => {
  let projectID: string;
  beforeAll(async () => {
    projectID = await newCreditsProject(world.editor);
    await must(world.editor, '/api/project/newCredits', { projectID, data: { items: [section('s1', 'Whiteboard Studio')] } });
  });

  it('replaces the items in the order sent, reading flags given as "true"/"false" and 1/0 as booleans', async () => {
    const items = [
      entry('e1', 'Ada', 'Voiceover', { attribution: 'true', shareAlike: 0 }),
      section('s1', 'Whiteboard Studio'),
      entry('e2', 'Bo', 'Illustrator', { attribution: 1, shareAlike: 'true' }),
    ];
    const changed = await must(world.editor, '/api/project/updateCredits', { projectID, data: { items } });
    expect((await creditsAfter(changed, projectID)).data.items).toEqual([
      { id: 'e1', type: 'entry', name: 'Ada', role: 'Voiceover', attribution: true, shareAlike: false },
      section('s1', 'Whiteboard Studio'),
      { id: 'e2', type: 'entry', name: 'Bo', role: 'Illustrator', attribution: true, shareAlike: true },
    ]);
  });

  it('changes the spacer alone, keeping the items', async () => {
    const changed = await must(world.editor, '/api/project/updateCredits', { projectID, data: { spacer: { height: 420 } } });
    const { data } = await creditsAfter(changed, projectID);
    expect({ spacer: data.spacer, items: data.items.length }).toEqual({ spacer: { height: 420 }, items: 3 });
  });

  it('refuses an entry without a name or a role, two items of one id, and an empty change, naming the field', async () => {
    expectFieldErrors(await world.editor.client.post('/api/project/updateCredits', { projectID, data: { items: [entry('e1', 'Ada', '  ')] } }), ['data.items.0.role']);
    expectFieldErrors(await world.editor.client.post('/api/project/updateCredits', { projectID, data: { items: [entry('e1', '', 'Voiceover')] } }), ['data.items.0.name']);
    expectFieldErrors(await world.editor.client.post('/api/project/updateCredits', { projectID, data: { items: [section('x', 'A'), section('x', 'B')] } }), ['data.items']);
    expectFieldErrors(await world.editor.client.post('/api/project/updateCredits', { projectID, data: {} }), ['data']);
    expectFieldErrors(await world.editor.client.post('/api/project/updateCredits', { projectID, data: { spacer: { height: -1 } } }), ['data.spacer.height']);
  });

  it('lets a viewer read them but not change them; someone without project view reads nothing', async () => {
    expectError(await world.viewer.client.post('/api/project/updateCredits', { projectID, data: { spacer: { height: 10 } } }), 403, 'forbidden');
    expectError(await world.viewer.client.post('/api/project/removePartnerLogos', { projectID }), 403, 'forbidden');
    expectError(await world.nobody.client.post('/api/project/getCreditsData', { projectID }), 403, 'forbidden');
    expect((await world.viewer.client.post('/api/project/getCreditsData', { projectID })).status).toBe(200);
  });
});

describe('partner logos', () => {
  it("takes the editor's own partner-logo upload, which every project viewer may then open", async () => {
    const projectID = await newCreditsProject(world.editor);
    const src = await uploadedLogo(world.editor);
    const changed = await must(world.editor, '/api/project/updateCredits', { projectID, data: { partnerLogos: [logoOf('l1', src, 450, 12, -8)] } });
    expect((await creditsAfter(changed, projectID)).data.partnerLogos).toEqual([logoOf('l1', src, 450, 12, -8)]);
    expect((await readImage(world.app.url, world.viewer, src)).status).toBe(200);
    expect((await readImage(world.app.url, world.nobody, src)).status).toBe(403);
  });

  it("refuses someone else's upload, an upload made for another use, and an address of no upload", async () => {
    const projectID = await newCreditsProject(world.editor);
    const refused = async (src: string) =>
      expectFieldErrors(await world.editor.client.post('/api/project/updateCredits', { projectID, data: { partnerLogos: [logoOf('l1', src)] } }), ['data.partnerLogos']);
    await refused(await uploadedLogo(world.otherEditor));
    await refused((await uploadedFile(world.editor, 'thumb.png', 'sceneThumbnail')).url);
    await refused('/api/v1/blobs/nothing.png');
  });

  it('makes an older single partnerLogo the first of the list, and removes every logo at once', async () => {
    const projectID = await newCreditsProject(world.editor);
    const [first, second] = [await uploadedLogo(world.editor), await uploadedLogo(world.editor)];
    await must(world.editor, '/api/project/updateCredits', { projectID, data: { partnerLogos: [logoOf('l2', second)] } });
    const legacy = await must(world.editor, '/api/project/updateCredits', { projectID, data: { partnerLogo: logoOf('l1', first) } });
    expect((await creditsAfter(legacy, projectID)).data).toEqual(expect.objectContaining({ partnerLogos: [logoOf('l1', first), logoOf('l2', second)], partnerLogo: null }));
    const removed = await must(world.editor, '/api/project/removePartnerLogos', { projectID });
    expect((await creditsAfter(removed, projectID)).data.partnerLogos).toEqual([]);
  });
});

describe('the credits exporter read', () => {
  let projectID: string;
  /** Read after the credits were made: the page has no session, so it cannot wait on its own writes. */
  let made: Record<string, string>;
  beforeAll(async () => {
    projectID = await newCreditsProject(world.editor);
    made = after(await must(world.editor, '/api/project/newCredits', { projectID, data: { items: [section('s1', 'Other')] } }));
  });
  const keyOf = async (scopes: string[]) => (await must(world.admin, '/api/admin/createAutomationKey', { name: `credits ${scopes.join(' ')}`, scopes, expiresInDays: 1 })).body.key as string;

  it('answers the credits to a live key of scope credits, without a session', async () => {
    const key = await keyOf(['credits']);
    const answer = await world.anonymous.post('/api/exporter/getExporterCredits', { key, projectID }, made);
    expect({ status: answer.status, items: answer.body.credits?.data.items }).toEqual({ status: 200, items: [section('s1', 'Other')] });
  });

  it('refuses a missing, wrong or wrongly scoped key with one message', async () => {
    const exporterKey = await keyOf(['exporter']);
    for (const body of [{ projectID }, { projectID, key: 'x'.repeat(43) }, { projectID, key: exporterKey }]) {
      const answer = await world.anonymous.post('/api/exporter/getExporterCredits', body);
      expectError(answer, 403, 'forbidden');
      expect(answer.body.error.msg).toBe(KEY_REFUSED);
    }
  });
});

describe('credits.png', () => {
  it('is refused for a project without credits, before any browser is started', async () => {
    const projectID = await newCreditsProject(world.editor);
    const answer = await world.viewer.client.post('/api/project/getCreditsScreenshot', { projectID });
    expectError(answer, 404, 'notFound');
    expect(answer.body.error.msg).not.toBe(EXPORTED_FAILED);
    expectError(await world.nobody.client.post('/api/project/getCreditsScreenshot', { projectID }), 403, 'forbidden');
  });
});
