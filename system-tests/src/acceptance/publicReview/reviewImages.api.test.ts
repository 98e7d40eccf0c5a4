// The pictures of a review link's scene (issue 18; docs/decisions/publicImagesProbe.md): a visitor
// without a session reads, through the link, the stored pictures the linked scene's document shows,
// served as every stored file is (its real type, nosniff, a sandboxing CSP). Nothing else of the
// project opens through it: not the scene's imported SVG, not another scene's picture, not a picture
// asked for a scene the link does not show. Unknown, revoked, expired links and a passcode link's
// missing or wrong grant all answer the same 404 as a link that never existed.
import { Messages, reviewImageUrl } from '@wb/contracts';
import type { Answer } from '../../testing/httpClient';
import { after, type ProjectsWorld } from '../projects/projectsWorld';
import { pngOf, uploadForm } from '../uploads/uploadsWorld';
import { must, startScenesSuite } from '../scenes/scenesWorld';
import { PROJECT_LINK, REVIEW_SCENE, SCENE_LINK, linkOf, visit } from './publicReviewWorld';

jest.setTimeout(90_000);

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

const notFoundBody = { error: { msg: Messages.reviewLinkNotFound, code: 'notFound', fields: {} } };
const STORED = '/api/v1/blobs/';

interface Imported {
  sceneID: string;
  /** The key of the picture its document shows. */
  picture: string;
  /** The key of the SVG it was imported from (a stored file of the project the document does not show). */
  drawing: string;
  pictureBytes: Buffer;
  answer: Answer;
}

/** A scene imported from an SVG holding one picture, which the import stores as a file of its own. */
const importedScene = async (name: string, size: number): Promise<Imported> => {
  const pictureBytes = await pngOf(size, size);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g id="Scene"><g id="image_a"><image id="Photo" width="40" height="40" href="data:image/png;base64,${pictureBytes.toString('base64')}"/></g></g><g id="Animation"><g id="image_a"/></g></svg>`;
  const uploaded = await uploadForm(world.editor.client, { key: 'svg', file: { name: `${name}.svg`, bytes: Buffer.from(svg) } });
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const drawing = (uploaded.body.url as string).slice(STORED.length);
  const answer = await must(world.editor, '/api/scene/importScene', { projectID, url: uploaded.body.url, fileName: `${name}.svg` });
  const sceneID = answer.body.scene.sceneID as string;
  const document = await world.editor.client.post('/api/editor/getSceneDocument', { sceneID }, after(answer));
  const address = new RegExp(`${STORED}(sceneImage/[A-Za-z0-9/._-]+)`).exec(document.text)?.[1];
  if (address === undefined) throw new Error(`no stored picture in the imported scene: ${document.text.slice(0, 300)}`);
  return { sceneID, picture: address, drawing, pictureBytes, answer };
};

/** A visitor's GET (no session): status, the headers that matter and the body. */
const get = async (url: string) => {
  const res = await fetch(`${world.app.url}${url}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), nosniff: res.headers.get('x-content-type-options'), csp: res.headers.get('content-security-policy'), bytes };
};
const refused = async (url: string) => {
  const answer = await get(url);
  return { status: answer.status, body: JSON.parse(answer.bytes.toString('utf8')) as unknown };
};

let first: Imported;
let second: Imported;
beforeAll(async () => {
  first = await importedScene('Pictured', 6);
  second = await importedScene('Other pictured', 5);
});

describe("a scene link's pictures", () => {
  it('are served to a visitor without a session as stored files are, and nothing else of the project is', async () => {
    const { link, answer } = await linkOf(world.editor, SCENE_LINK, { sceneID: first.sceneID });
    const slug = `Pictured-${link.reviewUrl}`;
    const read = await visit(world.anonymous, REVIEW_SCENE, { slug }, answer);
    expect(read.status).toBe(200);
    // The document keeps its stored address (the page rewrites it); no passcode, so no grant.
    expect(read.text).toContain(`${STORED}${first.picture}`);
    expect(read.body.scene.imageGrant).toBeNull();

    const picture = await get(reviewImageUrl(slug, first.sceneID, first.picture, null));
    expect({ status: picture.status, type: picture.type, nosniff: picture.nosniff }).toEqual({ status: 200, type: 'image/png', nosniff: 'nosniff' });
    expect(picture.csp).toContain('sandbox');
    expect(picture.bytes.equals(first.pictureBytes)).toBe(true);
    // Without the link, the same visitor gets nothing: the stored file's own address needs a session.
    expect((await get(`${STORED}${first.picture}`)).status).toBe(401);

    const unknown = await refused(reviewImageUrl(`Pictured-${'0'.repeat(32)}`, first.sceneID, first.picture, null));
    expect(unknown).toEqual({ status: 404, body: notFoundBody });
    for (const url of [
      // The SVG the scene was imported from: a stored file of the scene its document does not show.
      reviewImageUrl(slug, first.sceneID, first.drawing, null),
      // Another scene's picture, whichever scene is named.
      reviewImageUrl(slug, first.sceneID, second.picture, null),
      reviewImageUrl(slug, second.sceneID, second.picture, null),
      // An address that is no stored file's key.
      reviewImageUrl(slug, first.sceneID, `../${first.picture}`, null),
    ]) {
      expect({ url, answer: await refused(url) }).toEqual({ url, answer: unknown });
    }
  });

  it('stop with the link: a regenerated, an expired link answers the 404 of a link that never existed', async () => {
    const old = await linkOf(world.editor, SCENE_LINK, { sceneID: first.sceneID });
    const renewed = await linkOf(world.editor, SCENE_LINK, { sceneID: first.sceneID, regenerate: true });
    expect((await visit(world.anonymous, REVIEW_SCENE, { slug: `p-${renewed.link.reviewUrl}` }, renewed.answer)).status).toBe(200);
    expect((await get(reviewImageUrl(`p-${renewed.link.reviewUrl}`, first.sceneID, first.picture, null))).status).toBe(200);
    expect(await refused(reviewImageUrl(`p-${old.link.reviewUrl}`, first.sceneID, first.picture, null))).toEqual({ status: 404, body: notFoundBody });

    const expiring = await linkOf(world.editor, SCENE_LINK, { sceneID: second.sceneID, expiresOn: new Date(Date.now() + 2500).toISOString() });
    const slug = `e-${expiring.link.reviewUrl}`;
    expect((await visit(world.anonymous, REVIEW_SCENE, { slug }, expiring.answer)).status).toBe(200);
    expect((await get(reviewImageUrl(slug, second.sceneID, second.picture, null))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await refused(reviewImageUrl(slug, second.sceneID, second.picture, null))).toEqual({ status: 404, body: notFoundBody });
  });

  it("of a link with a passcode take the scene answer's grant instead, and a missing or wrong one is the same 404", async () => {
    const { link, answer } = await linkOf(world.editor, SCENE_LINK, { sceneID: first.sceneID, passcode: 'open sesame' });
    const slug = `Pictured-${link.reviewUrl}`;
    const read = await visit(world.anonymous, REVIEW_SCENE, { slug, passcode: 'open sesame' }, answer);
    const grant = read.body.scene.imageGrant as string;
    expect(grant).toMatch(/^[0-9a-f]{32}$/);
    expect(read.text).not.toContain('open sesame');
    const picture = await get(reviewImageUrl(slug, first.sceneID, first.picture, grant));
    expect(picture.status).toBe(200);
    expect(picture.bytes.equals(first.pictureBytes)).toBe(true);
    const wrong = `${grant.slice(0, 31)}${grant.endsWith('0') ? '1' : '0'}`;
    for (const given of [null, wrong, 'open sesame']) {
      expect({ given, answer: await refused(reviewImageUrl(slug, first.sceneID, first.picture, given)) }).toEqual({ given, answer: { status: 404, body: notFoundBody } });
    }
    // The grant is the scene's: it opens no other scene's pictures.
    const project = await linkOf(world.editor, PROJECT_LINK, { projectID, passcode: 'open sesame' });
    const projectSlug = `Project-${project.link.reviewUrl}`;
    const secondRead = await visit(world.anonymous, REVIEW_SCENE, { slug: projectSlug, passcode: 'open sesame', sceneID: second.sceneID }, project.answer);
    const secondGrant = secondRead.body.scene.imageGrant as string;
    expect((await get(reviewImageUrl(projectSlug, second.sceneID, second.picture, secondGrant))).status).toBe(200);
    expect((await refused(reviewImageUrl(projectSlug, first.sceneID, first.picture, secondGrant))).status).toBe(404);
  });
});

describe("a project link's pictures", () => {
  it("are each scene's own, asked with that scene", async () => {
    const { link, answer } = await linkOf(world.editor, PROJECT_LINK, { projectID, regenerate: true, passcode: null });
    const slug = `Project-${link.reviewUrl}`;
    expect((await visit(world.anonymous, REVIEW_SCENE, { slug, sceneID: first.sceneID }, answer)).status).toBe(200);
    expect((await get(reviewImageUrl(slug, first.sceneID, first.picture, null))).status).toBe(200);
    expect((await get(reviewImageUrl(slug, second.sceneID, second.picture, null))).status).toBe(200);
    expect(await refused(reviewImageUrl(slug, second.sceneID, first.picture, null))).toEqual({ status: 404, body: notFoundBody });
    expect(await refused(reviewImageUrl(slug, 'no-such-scene', first.picture, null))).toEqual({ status: 404, body: notFoundBody });
  });
});
