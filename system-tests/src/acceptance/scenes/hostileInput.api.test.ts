// What the hostile probe of issue 16 sent to the scenes (findings 5 and 7): recursion that answered 500s
// (a <use> cycle in an import, groups 500 deep in a save, a Library item 5,000 deep), and addresses that
// send every viewer's browser elsewhere (an imported picture on another site, a javascript: image, a
// notes image that climbs out of the stored files, a new-tab link without rel). Each is now a 400 that
// names the field and the reason, or is made harmless.
import { Pool } from 'pg';
import { PostgresDocumentStore } from '@wb/platform';
import { uploadedFile } from '../assets/storedUploads';
import { uploadForm } from '../uploads/uploadsWorld';
import { after, expectError, type ProjectsWorld } from '../projects/projectsWorld';
import { must, newScene, save, sceneAfter, uploadSvg, type SceneCard, startScenesSuite } from './scenesWorld';

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

const post = (path: string, body: unknown, headers?: Record<string, string>) => world.editor.client.post(path, body, headers);
const STORED_PNG = '/api/v1/blobs/sceneImage/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png';
const GROUPS_TOO_DEEP = 'Groups may be nested at most 32 deep.';
const IMAGE_REFUSED = 'A picture must be an uploaded file (/api/v1/blobs/...) or an embedded PNG, JPEG, GIF, WebP or SVG picture (data:image/...).';

const drawing = (scene: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g id="Scene">${scene}</g><g id="Animation"><g id="image_a"/></g></svg>`;
const uploadedDrawing = (fileName: string, scene: string) => uploadSvg(world.editor, fileName, drawing(scene));
const importing = async (fileName: string, scene: string) => post('/api/scene/importScene', { projectID, url: await uploadedDrawing(fileName, scene), fileName });
const problemsOf = (answer: Awaited<ReturnType<typeof post>>) => (answer.body.error.details as { problems: unknown[] }).problems;

/** Groups inside one another, `depth` of them, the innermost holding a rect. */
const nestedDocument = (sceneID: string, depth: number) => {
  let element: Record<string, unknown> = { id: 'leaf', name: 'Leaf', type: 'rect' };
  for (let level = depth; level >= 1; level -= 1) element = { id: `g${level}`, name: 'Group', type: 'group', elements: [element] };
  return { sceneID, duration: 10_000, elements: [element] };
};
const imageDocument = (sceneID: string, src: string) => ({ sceneID, duration: 10_000, elements: [{ id: 'photo', name: 'Photo', type: 'image', src, props: { width: 10, height: 10 } }] });

describe('an import', () => {
  it('refuses a <use> of itself, naming it (a 500 before)', async () => {
    const refused = await importing('Loop.svg', '<g id="image_a"><use id="u1" href="#u1"/></g>');
    expectError(refused, 400, 'sceneImportRefused');
    expect(problemsOf(refused)).toEqual([
      {
        message: 'The <use> "u1" refers back to itself (directly or through the elements it repeats), so it would never end. Point it at another drawing or remove it.',
        where: 'u1',
      },
    ]);
  });

  it('refuses two <use> that point at each other', async () => {
    const refused = await importing('Pair.svg', '<g id="image_a"><use id="u1" href="#u2"/><use id="u2" href="#u1"/></g>');
    expectError(refused, 400, 'sceneImportRefused');
    expect(problemsOf(refused).map((p) => (p as { where: string }).where)).toEqual(['u2', 'u1']);
  });

  it('refuses a picture on another site already at the upload, naming it, and stores nothing', async () => {
    // The import refuses one too (svgImport's unit tests), for a file stored before uploads were read through.
    const before = await world.app.lastEventPosition();
    const refused = await uploadForm(world.editor.client, {
      key: 'svg',
      file: { name: 'Tracked.svg', bytes: Buffer.from(drawing('<image id="Tracker" width="10" height="10" href="https://attacker.example/track.png"/>')) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.msg).toBe('This SVG file refers to a file elsewhere (https://attacker.example/track.png), which is never fetched. Embed it and export again.');
    expect(await world.app.lastEventPosition()).toEqual(before);
  });
});

describe('a saved document', () => {
  let sceneID: string;
  beforeAll(async () => {
    sceneID = (await newScene(world.editor, projectID)).scene.sceneID;
  });

  it('keeps 32 groups inside one another', async () => {
    const saved = await save(world.editor, sceneID, 0, nestedDocument(sceneID, 32), { asNewVersion: true });
    expect(saved.status).toBe(200);
  });

  it('refuses 33, naming the list that is too deep', async () => {
    const refused = await save(world.editor, sceneID, 0, nestedDocument(sceneID, 33), { asNewVersion: true });
    expectError(refused, 400, 'validation');
    const tooDeep = ['document', 'elements', ...Array.from({ length: 33 }, () => '0.elements')].join('.');
    expect(refused.body.error.fields).toMatchObject({ [tooDeep]: GROUPS_TOO_DEEP });
  });

  it('refuses groups 500 deep with a 400, in good time (a RangeError and a 500 before)', async () => {
    const started = Date.now();
    const refused = await save(world.editor, sceneID, 0, nestedDocument(sceneID, 500), { asNewVersion: true });
    // The body's nesting may be refused before the document's own bound: a 400 either way.
    expectError(refused, 400, 'validation');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([
    ['a javascript: address', 'javascript:alert(document.cookie)'],
    ['a picture on another site', 'https://attacker.example/track.png'],
    ['an address that climbs out of the stored files', '/api/v1/blobs/../../api/logout'],
  ])('refuses an image with %s, naming its src', async (_, src) => {
    const refused = await save(world.editor, sceneID, 0, imageDocument(sceneID, src), { asNewVersion: true });
    expectError(refused, 400, 'validation');
    expect(refused.body.error.fields).toMatchObject({ 'document.elements.0.src': IMAGE_REFUSED });
  });

  it('keeps an image from the stored files, and an embedded one', async () => {
    expect((await save(world.editor, sceneID, 0, imageDocument(sceneID, STORED_PNG), { asNewVersion: true })).status).toBe(200);
    expect((await save(world.editor, sceneID, 0, imageDocument(sceneID, 'data:image/png;base64,iVBORw0KGgo='), { asNewVersion: true })).status).toBe(200);
  });

  it('stored before the rule, opens with an outside picture address dropped and the element kept', async () => {
    const { scene } = await newScene(world.editor, projectID);
    const saved = await save(world.editor, scene.sceneID, 0, imageDocument(scene.sceneID, STORED_PNG));
    const { s3Key } = (await sceneAfter(world.editor, saved, scene.sceneID)).body.scene.data as SceneCard['data'];
    const pool = new Pool({ connectionString: world.app.databaseUrl, max: 1 });
    try {
      await new PostgresDocumentStore(pool).put('scenes', s3Key, JSON.stringify(imageDocument(scene.sceneID, 'https://attacker.example/track.png')));
    } finally {
      await pool.end();
    }
    const opened = await post('/api/editor/getSceneDocument', { sceneID: scene.sceneID }, after(saved));
    expect(opened.status).toBe(200);
    expect(opened.body.problem).toBeNull();
    expect(opened.body.document.elements).toEqual([expect.objectContaining({ id: 'photo', type: 'image' })]);
    expect(opened.text).not.toContain('attacker.example');
  });
});

describe('a Library item', () => {
  /** `depth` levels of svgson: nodes and their children lists. */
  const deepTree = (depth: number): unknown => {
    let value: unknown = { name: 'path' };
    for (let level = 2; level <= depth; level += 1) value = level % 2 === 0 ? [value] : { name: 'g', children: value };
    return value;
  };

  it('refuses a tree nested deeper than it keeps, naming svgson', async () => {
    const refused = await post('/api/scene/saveEditorAsset', { name: 'Deep', svgson: deepTree(90), type: 'symbol' });
    expectError(refused, 400, 'validation');
    expect(refused.body.error.fields).toMatchObject({ svgson: 'This item nests more than 80 levels deep, too deep to keep in the library.' });
  });

  it('refuses a tree 5,000 deep with a 400 (a RangeError and a 500 before)', async () => {
    // Written as text: JSON.stringify in this test would overflow as the server's did.
    const body = `{"name":"Deeper","type":"symbol","svgson":${'[{"name":"g","children":'.repeat(2500)}[]${'}]'.repeat(2500)}}`;
    expectError(await post('/api/scene/saveEditorAsset', body, { 'Idempotency-Key': 'deep library item' }), 400, 'validation');
  });

  it('keeps an ordinary tree', async () => {
    await must(world.editor, '/api/scene/saveEditorAsset', { name: 'Shallow', svgson: deepTree(12), type: 'symbol' });
  });
});

describe('the notes', () => {
  it('drop an image that climbs out of the stored files, and give a new-tab link rel="noopener noreferrer"', async () => {
    const { scene } = await newScene(world.editor, projectID);
    // A stored picture in notes is the editor's own notes image (attachments.api.test.ts).
    const { url: picture } = await uploadedFile(world.editor, 'cell.png', 'sceneNotesImage');
    const changed = await must(world.editor, '/api/scene/updateNotes', {
      sceneID: scene.sceneID,
      text: `<p>Read <a href="https://example.org/cells" target="_blank">this</a></p><img src="/api/v1/blobs/../../api/logout"><img src="/api/v1/blobs/%2e%2e/api/logout"><img src="${picture}">`,
    });
    const card = (await sceneAfter(world.editor, changed, scene.sceneID)).body.scene as SceneCard;
    expect(card.data.notes).toBe(`<p>Read <a href="https://example.org/cells" target="_blank" rel="noopener noreferrer">this</a></p><img src="${picture}" />`);
  });
});
