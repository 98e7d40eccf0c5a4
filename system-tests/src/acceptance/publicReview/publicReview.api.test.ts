// Public review links (spec 002 section 7, "Public review and access"; issue 18): a project member
// makes a scene's or a project's link, a visitor without a session reads the page's scene, its
// document and its comments with their drawings, and nothing else. Regenerating revokes the old link;
// expired, revoked, wrong-passcode and unknown links answer the same 404.
import { Calls, Messages } from '@wb/contracts';
import { after, expectError, type ProjectsWorld } from '../projects/projectsWorld';
import { must, newProject, newScene, startScenesSuite } from '../scenes/scenesWorld';
import { PROJECT_LINK, REVIEW_SCENE, REVIEW_SCENES, SCENE_LINK, commentedScene, drawnBox, linkOf, visit } from './publicReviewWorld';

jest.setTimeout(60_000);

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

const UNKNOWN = `Nothing-${'0'.repeat(32)}`;
/** The one answer of every link a visitor may not open. */
const notFoundBody = { error: { msg: Messages.reviewLinkNotFound, code: 'notFound', fields: {} } };

describe("a scene's link", () => {
  it('is 128 random bits, reused when asked again, and a visitor reads the scene, its document and its comments with their drawings', async () => {
    const { sceneID, answer: commented } = await commentedScene(world.editor, projectID, 'Intro scene');
    const { link, answer } = await linkOf(world.editor, SCENE_LINK, { sceneID });
    expect(link).toEqual({ reviewUrl: expect.stringMatching(/^[0-9a-f]{32}$/), expiresOn: null, hasPasscode: false });
    expect(Calls.scene.generateSceneReviewUrl.output.safeParse(link).success).toBe(true);
    expect((await linkOf(world.viewer, SCENE_LINK, { sceneID })).link.reviewUrl).toBe(link.reviewUrl);
    // The scene's own answers carry its live link (spec 002, Scene: data.reviewUrl).
    const card = await world.editor.client.post('/api/editor/getScene', { sceneID }, after(answer));
    expect(card.body.scene.data.reviewUrl).toBe(link.reviewUrl);

    const read = await visit(world.anonymous, REVIEW_SCENE, { slug: `Intro scene-${link.reviewUrl}` }, answer);
    expect(read.status).toBe(200);
    expect(Calls.scene.getReviewScene.output.safeParse(read.body).success).toBe(true);
    const { scene } = read.body;
    expect(scene).toMatchObject({ sceneID, name: 'Intro scene', duration: 30_000, dimensions: { width: 1920, height: 1080 }, document: { elements: [] } });
    expect(scene.comments).toEqual([
      {
        commentID: commented.body.comment.commentID,
        authorName: 'Edith Tester',
        text: 'The arrow comes in too early',
        timestamp: 4200,
        annotations: [drawnBox],
        resolved: false,
        createdOn: expect.stringMatching(/^\d{4}-/),
        replies: [],
      },
    ]);
    // Only the name in the address changes nothing: the review url is what opens it.
    expect((await visit(world.anonymous, REVIEW_SCENE, { slug: `Renamed-${link.reviewUrl}` })).status).toBe(200);
    expect((await visit(world.anonymous, REVIEW_SCENE, { slug: link.reviewUrl })).status).toBe(200);
  });

  it('regenerated, is a new url and the old one answers the 404 of a link that never existed', async () => {
    const { sceneID } = await commentedScene(world.editor, projectID, 'Regenerated');
    const first = await linkOf(world.editor, SCENE_LINK, { sceneID });
    const second = await linkOf(world.editor, SCENE_LINK, { sceneID, regenerate: true });
    expect(second.link.reviewUrl).not.toBe(first.link.reviewUrl);
    const old = await visit(world.anonymous, REVIEW_SCENE, { slug: `Regenerated-${first.link.reviewUrl}` }, second.answer);
    const unknown = await visit(world.anonymous, REVIEW_SCENE, { slug: UNKNOWN });
    expect({ status: old.status, body: old.body }).toEqual({ status: 404, body: notFoundBody });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: notFoundBody });
    expect(old.text).toBe(unknown.text);
    expect((await visit(world.anonymous, REVIEW_SCENES, { slug: `x-${first.link.reviewUrl}` })).text).toBe(unknown.text);
    expect((await visit(world.anonymous, REVIEW_SCENE, { slug: `Regenerated-${second.link.reviewUrl}` })).status).toBe(200);
  });

  it('with an expiry works until then, and answers the same 404 after', async () => {
    const { sceneID } = await commentedScene(world.editor, projectID, 'Expiring');
    const expiresOn = new Date(Date.now() + 2500).toISOString();
    const { link, answer } = await linkOf(world.editor, SCENE_LINK, { sceneID, expiresOn });
    expect(link).toMatchObject({ expiresOn, hasPasscode: false });
    expect((await visit(world.anonymous, REVIEW_SCENE, { slug: `e-${link.reviewUrl}` }, answer)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const expired = await visit(world.anonymous, REVIEW_SCENE, { slug: `e-${link.reviewUrl}` });
    expect({ status: expired.status, body: expired.body }).toEqual({ status: 404, body: notFoundBody });
    // Asked for again, an expired link is replaced by a live one.
    const renewed = await linkOf(world.editor, SCENE_LINK, { sceneID });
    expect(renewed.link).toMatchObject({ reviewUrl: expect.not.stringMatching(link.reviewUrl), expiresOn: null });
  });

  it('refuses an expiry in the past or beyond a year, naming expiresOn, and a short passcode', async () => {
    const { sceneID } = await commentedScene(world.editor, projectID, 'Bad options');
    const past = await world.editor.client.post(SCENE_LINK, { sceneID, expiresOn: new Date(Date.now() - 60_000).toISOString() });
    expectError(past, 400, 'validation');
    expect(past.body.error).toMatchObject({ msg: Messages.expiryInPast, fields: { expiresOn: Messages.expiryInPast } });
    const far = await world.editor.client.post(SCENE_LINK, { sceneID, expiresOn: new Date(Date.now() + 400 * 86_400_000).toISOString() });
    expect(far.body.error).toMatchObject({ msg: Messages.expiryTooFar, fields: { expiresOn: Messages.expiryTooFar } });
    for (const body of [
      { sceneID, expiresOn: 'tomorrow' },
      { sceneID, passcode: 'abc' },
    ]) {
      const refused = await world.editor.client.post(SCENE_LINK, body);
      expectError(refused, 400, 'validation');
      expect(Object.keys(refused.body.error.fields)).toEqual([Object.keys(body)[1]]);
    }
  });

  it('with a passcode asks for it (401), answers the same 404 to a wrong one, and opens with the right one', async () => {
    const { sceneID } = await commentedScene(world.editor, projectID, 'Secret');
    const { link, answer } = await linkOf(world.editor, SCENE_LINK, { sceneID, passcode: 'open sesame' });
    expect(link.hasPasscode).toBe(true);
    expect(JSON.stringify(link)).not.toContain('open sesame');
    const slug = `Secret-${link.reviewUrl}`;
    const asked = await visit(world.anonymous, REVIEW_SCENE, { slug }, answer);
    expectError(asked, 401, 'passcodeRequired');
    expect(asked.body.error.msg).toBe(Messages.passcodeRequired);
    const wrong = await visit(world.anonymous, REVIEW_SCENE, { slug, passcode: 'open sesame!' });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 404, body: notFoundBody });
    expect((await visit(world.anonymous, REVIEW_SCENE, { slug, passcode: 'open sesame' })).status).toBe(200);
    expect((await visit(world.anonymous, REVIEW_SCENES, { slug, passcode: 'open sesame' })).body.scenes).toEqual([{ sceneID, name: 'Secret', openComments: 1, comments: 1 }]);
    // Reused without options, the link keeps its passcode.
    expect((await linkOf(world.editor, SCENE_LINK, { sceneID })).link).toEqual(link);
  });

  it('dies with its scene', async () => {
    const { sceneID } = await commentedScene(world.editor, projectID, 'Doomed');
    const { link } = await linkOf(world.editor, SCENE_LINK, { sceneID });
    const deleted = await must(world.editor, '/api/scene/deleteProjectScenes', { projectID, sceneIDs: [sceneID] });
    const read = await visit(world.anonymous, REVIEW_SCENE, { slug: `Doomed-${link.reviewUrl}` }, deleted);
    expect({ status: read.status, body: read.body }).toEqual({ status: 404, body: notFoundBody });
    expectError(await world.editor.client.post(SCENE_LINK, { sceneID }), 404, 'notFound');
  });
});

describe("a project's link", () => {
  it("lists the project's scenes by name with open and total top-level comments, and opens each", async () => {
    const project = await newProject(world.editor);
    const b = await commentedScene(world.editor, project, 'B scene');
    const reply = await must(world.viewer, '/api/editor/saveSceneComment', { sceneID: b.sceneID, text: 'Agreed', parentCommentID: b.answer.body.comment.commentID, annotations: [] });
    const { scene: a } = await newScene(world.editor, project, 'a scene');
    expect(reply.status).toBe(200);
    const { link, answer } = await linkOf(world.editor, PROJECT_LINK, { projectID: project });
    const slug = `My project-${link.reviewUrl}`;
    const list = await visit(world.anonymous, REVIEW_SCENES, { slug }, answer);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      scenes: [
        { sceneID: a.sceneID, name: 'a scene', openComments: 0, comments: 0 },
        { sceneID: b.sceneID, name: 'B scene', openComments: 1, comments: 1 },
      ],
    });
    const first = await visit(world.anonymous, REVIEW_SCENE, { slug });
    expect(first.body.scene.sceneID).toBe(a.sceneID);
    const second = await visit(world.anonymous, REVIEW_SCENE, { slug, sceneID: b.sceneID });
    expect(second.body.scene.comments[0].replies).toEqual([expect.objectContaining({ authorName: 'Vera Tester', text: 'Agreed', annotations: [] })]);
  });

  it("counts resolved comments out of the open ones, and shows an anonymous comment's author as the anonymous name", async () => {
    const project = await newProject(world.editor);
    const { sceneID, answer: commented } = await commentedScene(world.editor, project, 'Resolved');
    const resolved = await must(world.editor, '/api/editor/resolveSceneComment', { commentID: commented.body.comment.commentID, resolved: true });
    const anonymous = await must(world.viewer, '/api/editor/saveSceneComment', { sceneID, text: 'Who said that?', annotations: [], anonymous: true });
    expect(resolved.status).toBe(200);
    const { link, answer } = await linkOf(world.editor, PROJECT_LINK, { projectID: project });
    const list = await visit(world.anonymous, REVIEW_SCENES, { slug: `p-${link.reviewUrl}` }, answer);
    expect(list.body.scenes).toEqual([{ sceneID, name: 'Resolved', openComments: 1, comments: 2 }]);
    const read = await visit(world.anonymous, REVIEW_SCENE, { slug: `p-${link.reviewUrl}` }, anonymous);
    expect(read.body.scene.comments.map((c: { text: string; resolved: boolean; authorName: string }) => [c.text, c.resolved, c.authorName])).toEqual([
      ['The arrow comes in too early', true, 'Edith Tester'],
      ['Who said that?', false, Messages.anonymousName],
    ]);
    expect(read.text).not.toContain('Vera');
  });

  it('is refused for a project that does not exist', async () => {
    expectError(await world.editor.client.post(PROJECT_LINK, { projectID: 'no-such-project' }), 404, 'notFound');
  });
});

describe('nothing else of the project is reachable from the page', () => {
  it("answers only the page's fields: no user ids, emails, project ids or other scenes", async () => {
    const { sceneID } = await commentedScene(world.editor, projectID, 'Private bits');
    const { scene: other } = await newScene(world.editor, projectID, 'Other scene');
    const { link, answer } = await linkOf(world.editor, SCENE_LINK, { sceneID });
    const slug = `Private bits-${link.reviewUrl}`;
    const read = await visit(world.anonymous, REVIEW_SCENE, { slug }, answer);
    expect(Object.keys(read.body.scene).sort()).toEqual(['comments', 'dimensions', 'document', 'duration', 'imageGrant', 'name', 'sceneID']);
    expect(Object.keys(read.body.scene.comments[0]).sort()).toEqual(['annotations', 'authorName', 'commentID', 'createdOn', 'replies', 'resolved', 'text', 'timestamp']);
    expect(read.text).not.toContain(projectID);
    expect(read.text).not.toMatch(/userID|@|email/i);
    // The scene link names its one scene: another scene of the project, by id, is the same 404.
    const sideways = await visit(world.anonymous, REVIEW_SCENE, { slug, sceneID: other.sceneID });
    expect({ status: sideways.status, body: sideways.body }).toEqual({ status: 404, body: notFoundBody });
    expect((await visit(world.anonymous, REVIEW_SCENES, { slug })).body.scenes.map((s: { sceneID: string }) => s.sceneID)).toEqual([sceneID]);
    // A project link opens none of another project's scenes.
    const elsewhere = await newProject(world.editor);
    const project = await linkOf(world.editor, PROJECT_LINK, { projectID: elsewhere });
    const crossed = await visit(world.anonymous, REVIEW_SCENE, { slug: `x-${project.link.reviewUrl}`, sceneID }, project.answer);
    expect({ status: crossed.status, body: crossed.body }).toEqual({ status: 404, body: notFoundBody });
    // And the product's own reads stay closed to the visitor.
    for (const [path, body] of [
      ['/api/editor/getSceneComments', { sceneID }],
      ['/api/scene/getByProjectID', { projectID }],
      ['/api/editor/getSceneDocument', { sceneID }],
    ] as const) {
      expectError(await world.anonymous.post(path, body), 401);
    }
  });

  it('bounds what a visitor sends: a slug beyond its length is a 400 naming it', async () => {
    const answer = await world.anonymous.post(REVIEW_SCENE, { slug: 'x'.repeat(401) });
    expectError(answer, 400, 'validation');
    expect(Object.keys(answer.body.error.fields)).toEqual(['slug']);
  });
});

describe('who may make links', () => {
  it('a holder of the view grant may; a user without it is refused (403 naming it)', async () => {
    const { sceneID } = await commentedScene(world.editor, projectID, 'Viewer link');
    expect((await linkOf(world.viewer, SCENE_LINK, { sceneID })).link.reviewUrl).toMatch(/^[0-9a-f]{32}$/);
    for (const [path, body] of [
      [SCENE_LINK, { sceneID }],
      [PROJECT_LINK, { projectID }],
    ] as const) {
      const refused = await world.nobody.client.post(path, body);
      expectError(refused, 403, 'forbidden');
      expect(refused.body.error.msg).toBe(Messages.missingGrant('content.projects-view'));
    }
    expectError(await world.anonymous.post(SCENE_LINK, { sceneID }), 401);
  });
});

it('reads after a link is made: the query waits for the link (read your writes)', async () => {
  const { sceneID } = await commentedScene(world.editor, projectID, 'Fresh');
  const { link, answer } = await linkOf(world.editor, SCENE_LINK, { sceneID, regenerate: true });
  const read = await world.anonymous.post(REVIEW_SCENE, { slug: `Fresh-${link.reviewUrl}` }, after(answer));
  expect(read.status).toBe(200);
});
