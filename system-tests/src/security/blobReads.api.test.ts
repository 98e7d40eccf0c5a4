// The authorization matrix of stored files (issue 16, finding 7): for each kind of stored file, each
// role GETs /api/v1/blobs/<key> and gets it (200), is asked to sign in (401) or is refused (403).
// Blobs are read only by those who may read what holds them: a kit's file by its kit's readers (anyone
// while a public kit holds it), a project's file and a scene's by the projects' readers, a kit
// thumbnail by the library's (anyone while its kit is public), a word's recording and an avatar by any
// signed-in user, a resource's image by the resource admins; an upload nothing holds by its uploader
// alone. Then the daily download limit (/files/recordDownload) on the GET that follows. Last, the
// headers every served file is answered with (issue 23): its real type, nosniff, a sandboxing CSP,
// and an attachment for anything a browser would run, on each route that serves stored bytes.
import sharp from 'sharp';
import { DAILY_DOWNLOAD_LIMIT } from '@wb/contracts';
import type { Answer } from '../testing/httpClient';
import { afterLatest } from '../acceptance/shared/answers';
import { pngOf, sessionHeaders, uploadForm } from '../acceptance/uploads/uploadsWorld';
import { startSecurityWorld, type Actor, type SecurityWorld } from './securityWorld';

jest.setTimeout(120_000);

let world: SecurityWorld;
let owner: Actor;
let assetsViewer: Actor;
let projectsViewer: Actor;
let resourcesAdmin: Actor;
let noGrant: Actor;
/** Every command answer of the setup: the GETs wait (X-Min-Position) until the holdings include them. */
const answers: Answer[] = [];

/** A short 8 kHz mono WAV: a real recording as far as the upload's content check goes. */
const wavOf = (samples: number): Buffer => {
  const data = samples * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(data, 40);
  return wav;
};
const PIXEL = (async () => (await pngOf(2, 2)).toString('base64'))();

const upload = async (who: Actor, purpose: string, name: string, bytes: Buffer): Promise<{ url: string; size: number }> => {
  const answer = await uploadForm(who.client, { key: purpose, file: { name, bytes } });
  if (answer.status !== 200) throw new Error(`upload ${purpose} ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { url: answer.body.url as string, size: bytes.length };
};

const must = async (who: Actor, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  answers.push(answer);
  return answer;
};

/** The status of a GET of the stored file, as `who` (null: a visitor), once the read models passed every command so far. */
const statusOf = async (who: Actor | null, url: string): Promise<number> => {
  const res = await fetch(`${world.app.url}${url}`, { headers: { ...(who ? sessionHeaders(who.client) : {}), ...afterLatest(answers) } });
  await res.arrayBuffer();
  return res.status;
};

const addKit = async (name: string): Promise<string> => (await must(owner, '/assets/addKit', { name })).body.kit.kitID as string;
const addKitFile = async (kitID: string, name: string): Promise<string> => {
  const { url, size } = await upload(owner, 'asset', name, await pngOf(6, 6));
  await must(owner, '/assets/addFilesToKit', { kitID, files: [{ url, name, type: 'png', size }] });
  return url;
};
const setKitThumbnail = async (kitID: string): Promise<string> => {
  const { url } = await upload(owner, 'kitThumbnail', 'thumb.png', await pngOf(4, 4));
  await must(owner, '/assets/updateKitThumbnail', { kitID, thumbnail: url });
  return url;
};

type Role = 'anonymous' | 'no grant' | 'view' | 'owner' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'no grant', 'view', 'owner', 'admin'];
const actorOf = (role: Role, viewer: Actor): Actor | null => ({ anonymous: null, 'no grant': noGrant, view: viewer, owner, admin: world.root })[role];

interface Kind {
  readonly name: string;
  readonly url: string;
  /** Who holds the view grant that reads this kind. */
  readonly viewer: Actor;
  readonly expected: Readonly<Record<Role, number>>;
}
const kinds: Kind[] = [];
const ALL = { anonymous: 200, 'no grant': 200, view: 200, owner: 200, admin: 200 } as const;
const HOLDERS_ONLY = { anonymous: 401, 'no grant': 403, view: 200, owner: 200, admin: 200 } as const;
const SIGNED_IN = { anonymous: 401, 'no grant': 200, view: 200, owner: 200, admin: 200 } as const;

beforeAll(async () => {
  world = await startSecurityWorld();
  owner = await world.addActor(['content.assets-edit', 'content.projects-edit', 'admin.resources'], 'Owner');
  assetsViewer = await world.addActor(['content.assets-view'], 'Viewer');
  projectsViewer = await world.addActor(['content.projects-view'], 'Planner');
  resourcesAdmin = await world.addActor(['admin.resources'], 'Curator');
  noGrant = await world.addActor([], 'Nobody');

  const internalKit = await addKit('Blob Reads Internal');
  const publicKit = await addKit('Blob Reads Public');
  kinds.push({ name: 'a file of an internal kit', url: await addKitFile(internalKit, 'inside.png'), viewer: assetsViewer, expected: HOLDERS_ONLY });
  kinds.push({ name: 'the thumbnail of an internal kit', url: await setKitThumbnail(internalKit), viewer: assetsViewer, expected: HOLDERS_ONLY });
  kinds.push({ name: 'a file of a public kit', url: await addKitFile(publicKit, 'open.png'), viewer: assetsViewer, expected: ALL });
  kinds.push({ name: 'the thumbnail of a public kit', url: await setKitThumbnail(publicKit), viewer: assetsViewer, expected: ALL });
  await must(owner, '/assets/updateKitVisibility', { kitID: publicKit, visibility: 'public-read' });

  const projectID = (await must(owner, '/project/create', { name: 'Blob Reads Project' })).body.project.projectID as string;
  const cover = await sharp(await pngOf(8, 8))
    .jpeg()
    .toBuffer();
  const projectThumbnail = await upload(owner, 'projectThumbnail', 'cover.jpg', cover);
  await must(owner, '/project/addFile', { projectID, name: 'cover.jpg', type: 'jpg', size: projectThumbnail.size, data: { url: projectThumbnail.url, projectAssetType: 'thumbnail' } });
  kinds.push({ name: 'a project thumbnail (a project file)', url: projectThumbnail.url, viewer: projectsViewer, expected: HOLDERS_ONLY });

  const recording = await upload(owner, 'pronunciation', 'word.wav', wavOf(800));
  await must(owner, '/pronounce/addWord', { word: 'Blobology', audio: recording.url, phonetics: 'BLOB-o-lo-gee' });
  kinds.push({ name: 'a pronunciation recording', url: recording.url, viewer: assetsViewer, expected: SIGNED_IN });

  const avatar = await upload(owner, 'avatar', 'me.png', await pngOf(5, 5));
  await must(owner, '/user/updateAvatar', { src: `https://workspace.example${avatar.url}` });
  kinds.push({ name: 'an avatar', url: avatar.url, viewer: assetsViewer, expected: SIGNED_IN });

  const image = await upload(owner, 'resource', 'cell.png', await pngOf(7, 7));
  await must(owner, '/resources/save', {
    name: 'Blob Reads Resource',
    data: { attribution: '', copyright: 'CC', link: 'https://example.com/cell', notes: '', projects: [], image: image.url },
    projectsToRemove: [],
  });
  kinds.push({ name: "a resource's image", url: image.url, viewer: resourcesAdmin, expected: HOLDERS_ONLY });

  const sceneID = (await must(owner, '/scene/createProjectScene', { projectID, name: 'Blob Reads Scene' })).body.scene.sceneID as string;
  const sceneThumbnail = await upload(owner, 'sceneThumbnail', 'scene.png', await pngOf(9, 9));
  await must(owner, '/scene/updateThumbnail', { sceneID, thumbnail: sceneThumbnail.url });
  kinds.push({ name: 'a scene thumbnail', url: sceneThumbnail.url, viewer: projectsViewer, expected: HOLDERS_ONLY });

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g id="Scene"><g id="image_a"><image id="Photo" width="10" height="10" href="data:image/png;base64,${await PIXEL}"/></g></g><g id="Animation"><g id="image_a"/></g></svg>`;
  const drawing = await upload(owner, 'svg', 'drawing.svg', Buffer.from(svg));
  const imported = await must(owner, '/scene/importScene', { projectID, url: drawing.url, fileName: 'drawing.svg' });
  kinds.push({ name: 'the SVG a scene was imported from', url: drawing.url, viewer: projectsViewer, expected: HOLDERS_ONLY });
  const document = await owner.client.post('/api/editor/getSceneDocument', { sceneID: imported.body.scene.sceneID }, afterLatest(answers));
  const picture = /\/api\/v1\/blobs\/sceneImage\/[A-Za-z0-9/._-]+/.exec(JSON.stringify(document.body))?.[0];
  if (!picture) throw new Error(`no stored picture in the imported scene: ${document.status} ${document.text.slice(0, 300)}`);
  kinds.push({ name: 'a picture stored from an imported SVG', url: picture, viewer: projectsViewer, expected: HOLDERS_ONLY });

  const loose = await upload(owner, 'asset', 'loose.png', await pngOf(3, 3));
  kinds.push({ name: 'an upload nothing holds yet', url: loose.url, viewer: assetsViewer, expected: { anonymous: 401, 'no grant': 403, view: 403, owner: 200, admin: 403 } });
});
afterAll(async () => {
  await world?.stop();
});

describe('who reads each kind of stored file', () => {
  it('answers each role as the rule of what holds the file says', async () => {
    const table: string[] = [];
    let wrong = 0;
    for (const kind of kinds) {
      for (const role of ROLES) {
        const got = await statusOf(actorOf(role, kind.viewer), kind.url);
        const expected = kind.expected[role];
        if (got !== expected) wrong += 1;
        table.push(`${got === expected ? 'ok  ' : 'FAIL'} ${kind.name} / ${role}: ${got} (expected ${expected})`);
      }
    }
    if (wrong > 0) throw new Error(`${wrong} wrong answers:\n${table.join('\n')}`);
    expect(table).toHaveLength(kinds.length * ROLES.length);
  });

  it("refuses another area's viewer: a projects' viewer reads no kit file, kit thumbnail or resource, the library's viewer no scene", async () => {
    const urlOf = (name: string) => kinds.find((k) => k.name === name)?.url ?? '';
    expect(await statusOf(projectsViewer, urlOf('a file of an internal kit'))).toBe(403);
    expect(await statusOf(projectsViewer, urlOf('the thumbnail of an internal kit'))).toBe(403);
    expect(await statusOf(projectsViewer, urlOf("a resource's image"))).toBe(403);
    expect(await statusOf(assetsViewer, urlOf('a scene thumbnail'))).toBe(403);
    expect(await statusOf(assetsViewer, urlOf("a resource's image"))).toBe(403);
    // A project file is a file of the library too, which lists every file (the All kit).
    expect(await statusOf(assetsViewer, urlOf('a project thumbnail (a project file)'))).toBe(200);
  });

  it("stops a public kit's file and thumbnail for visitors once the kit is internal again", async () => {
    const publicKitFile = kinds.find((k) => k.name === 'a file of a public kit')?.url ?? '';
    const kits = await owner.client.post('/api/assets/getKits', {}, afterLatest(answers));
    const kitID = (kits.body.kits as { kitID: string; name: string }[]).find((k) => k.name === 'Blob Reads Public')?.kitID;
    await must(owner, '/assets/updateKitVisibility', { kitID, visibility: 'internal' });
    expect(await statusOf(null, publicKitFile)).toBe(401);
    expect(await statusOf(noGrant, publicKitFile)).toBe(403);
    expect(await statusOf(assetsViewer, publicKitFile)).toBe(200);
  });
});

describe('the daily download limit', () => {
  it("refuses the reader's GETs of kit files once their recorded downloads reach the limit, and still shows a kit thumbnail", async () => {
    const downloader = await world.addActor(['content.assets-view'], 'Downloader');
    const kitFile = kinds.find((k) => k.name === 'a file of an internal kit')?.url ?? '';
    const thumbnail = kinds.find((k) => k.name === 'the thumbnail of an internal kit')?.url ?? '';
    const record = async (count: number) => {
      const answer = await downloader.client.post('/api/files/recordDownload', { fileTypes: Array.from({ length: count }, () => 'png') });
      if (answer.headers.get('X-Position') !== null) answers.push(answer);
      return answer.body;
    };
    expect(await record(DAILY_DOWNLOAD_LIMIT - 1)).toEqual({ limitReached: false });
    expect(await statusOf(downloader, kitFile)).toBe(200);
    // The client records each download before it makes it, one at a time: the last one allowed...
    expect(await record(1)).toEqual({ limitReached: false });
    // ...and the one after it, which the page answers by reloading; the GET that follows is refused.
    expect(await record(1)).toEqual({ limitReached: true });

    const res = await fetch(`${world.app.url}${kitFile}?download=1`, { headers: { ...sessionHeaders(downloader.client), ...afterLatest(answers) } });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { msg: "You have reached today's download limit. Try again tomorrow.", code: 'rateLimited', fields: {} } });
    expect(await statusOf(downloader, kitFile)).toBe(429);
    expect(await statusOf(downloader, thumbnail)).toBe(200);
    // Another reader's day is their own.
    expect(await statusOf(assetsViewer, kitFile)).toBe(200);
  });
});

describe('the headers of every served file', () => {
  interface Served {
    readonly what: string;
    readonly path: string;
    readonly type: string;
    readonly attachment: boolean;
    readonly who: Actor | null;
  }
  const served: Served[] = [];
  const TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', wav: 'audio/wav', svg: 'image/svg+xml' };

  beforeAll(async () => {
    for (const kind of kinds) {
      const extension = kind.url.slice(kind.url.lastIndexOf('.') + 1);
      served.push({ what: kind.name, path: kind.url, type: TYPES[extension] ?? `unknown ${extension}`, attachment: extension === 'svg', who: owner });
    }
    const kitID = await addKit('Blob Headers Public');
    const others: [string, string, Buffer, string, boolean][] = [
      ['an svg asset', 'drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>'), 'image/svg+xml', true],
      ['a text asset', 'notes.txt', Buffer.from('<script>alert(1)</script> is only text here'), 'text/plain; charset=utf-8', false],
      ['a markdown asset', 'notes.md', Buffer.from('# Notes\n<img src=x onerror=alert(1)>'), 'text/markdown; charset=utf-8', false],
      ['a png asset', 'picture.png', await pngOf(3, 2), 'image/png', false],
    ];
    const files: { url: string; name: string; type: string; size: number }[] = [];
    for (const [what, name, bytes, type, attachment] of others) {
      const { url, size } = await upload(owner, 'asset', name, bytes);
      files.push({ url, name, type: name.slice(name.lastIndexOf('.') + 1), size });
      served.push({ what, path: url, type, attachment, who: owner });
    }
    const design = await upload(owner, 'design', 'poster.afdesign', Buffer.concat([Buffer.from('00ff4b41', 'hex'), Buffer.alloc(300, 0x9c)]));
    served.push({ what: 'a design file of no known type', path: design.url, type: 'application/octet-stream', attachment: true, who: owner });
    const added = await must(owner, '/assets/addFilesToKit', { kitID, files });
    await setKitThumbnail(kitID);
    await must(owner, '/assets/updateKitVisibility', { kitID, visibility: 'public-read' });
    const kit = await owner.client.post('/api/assets/getKit', { kitID }, afterLatest(answers));
    const slug = kit.body.kit?.slug as string | undefined;
    const fileIDs = (added.body.files as { fileID: string; name: string }[] | undefined) ?? [];
    if (!slug || fileIDs.length !== files.length) throw new Error(`public kit: ${kit.status} ${kit.text.slice(0, 200)} ${added.text.slice(0, 200)}`);
    for (const file of fileIDs) {
      const type = others.find(([, name]) => name === file.name);
      served.push({ what: `a public kit's ${file.name}`, path: `/api/assets/publicKitFile?slug=${slug}&fileID=${file.fileID}`, type: type?.[3] ?? '', attachment: type?.[4] ?? false, who: null });
    }
    served.push({ what: "a public kit's thumbnail", path: `/api/assets/publicKitThumbnail?slug=${slug}`, type: 'image/png', attachment: false, who: null });
  });

  it('answers each with its real type, nosniff, a sandboxing CSP, and an attachment for what a browser would run', async () => {
    const wrong: string[] = [];
    for (const file of served) {
      const res = await fetch(`${world.app.url}${file.path}`, { headers: { ...(file.who ? sessionHeaders(file.who.client) : {}), ...afterLatest(answers) } });
      await res.arrayBuffer();
      const got = {
        status: res.status,
        type: res.headers.get('content-type'),
        nosniff: res.headers.get('x-content-type-options'),
        csp: res.headers.get('content-security-policy') ?? '',
        attachment: (res.headers.get('content-disposition') ?? '').startsWith('attachment'),
      };
      const ok =
        got.status === 200 &&
        got.type === file.type &&
        got.nosniff === 'nosniff' &&
        /(^|;)\s*sandbox\s*(;|$)/.test(got.csp) &&
        got.csp.includes("default-src 'none'") &&
        !/script-src/.test(got.csp) &&
        got.attachment === file.attachment;
      if (!ok) wrong.push(`${file.what} (${file.path}): ${JSON.stringify(got)}, expected type ${file.type} attachment ${file.attachment}`);
    }
    expect(wrong).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(kinds.length + 10);
  });

  it('saves an svg under its own name, and any file with ?download=1, as its stored type', async () => {
    const drawing = served.find((f) => f.what === 'an svg asset');
    const res = await fetch(`${world.app.url}${drawing?.path ?? ''}`, { headers: { ...sessionHeaders(owner.client), ...afterLatest(answers) } });
    await res.arrayBuffer();
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=drawing.svg');
    const picture = served.find((f) => f.what === 'a png asset');
    const saved = await fetch(`${world.app.url}${picture?.path ?? ''}?download=1`, { headers: { ...sessionHeaders(owner.client), ...afterLatest(answers) } });
    await saved.arrayBuffer();
    expect(saved.headers.get('content-disposition')).toBe('attachment; filename=picture.png');
    // Saved under its name, still served as its stored type (not one guessed from the name).
    const notes = served.find((f) => f.what === 'a markdown asset');
    const savedNotes = await fetch(`${world.app.url}${notes?.path ?? ''}?download=1`, { headers: { ...sessionHeaders(owner.client), ...afterLatest(answers) } });
    await savedNotes.arrayBuffer();
    expect([savedNotes.headers.get('content-type'), savedNotes.headers.get('content-disposition')]).toEqual(['text/markdown; charset=utf-8', 'attachment; filename=notes.md']);
  });
});
