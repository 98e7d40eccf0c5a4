// A refused upload reaches the client as its answer, not as a broken connection (issue 16, finding 7):
// the server answers the refusal while the client is still sending and reads the rest of the body, so
// a plain HTTP client (node's, one connection kept alive) finishes sending without EPIPE or a reset and
// reads the JSON message, for a large refused file and for small refusals in a row alike.
// Then the hostile files of issue 23 (hostileFiles/), each sent through each way a file is stored (the
// form, tus, the pictures of an SVG import, the staged publish of a file): each refused with its
// message, no event recorded and no byte of it left under the blob folder.
import http from 'node:http';
import { sessionHeaders, startUploadsWorld, type UploadsWorld } from '../acceptance/uploads/uploadsWorld';
import type { HttpClient } from '../testing/httpClient';
import { pngHeaderOnly } from '@wb/platform';
import { hostileFiles, realPng, type HostileFile } from './hostileFiles/hostileFiles';
import { eventTypesAfter, eventually, sendForm, sendTus, spaceHeldAndGivenBack, storedBlobs, UPLOAD_ROUTES, type Outcome as UploadOutcome } from './hostileFiles/uploadRoutes';

jest.setTimeout(120_000);

let world: UploadsWorld;
let agent: http.Agent;
beforeAll(async () => {
  world = await startUploadsWorld();
});
beforeEach(() => {
  // One connection, kept alive: a refusal that closed it would break the next request too.
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => agent.destroy());
afterAll(async () => {
  await world?.stop();
});

interface Outcome {
  readonly status: number | null;
  readonly msg: string | null;
  /** What went wrong on the connection (EPIPE, ECONNRESET...), or null when the whole body was sent. */
  readonly error: string | null;
}

const messageOf = (text: string): string | null => {
  try {
    return (JSON.parse(text) as { error?: { msg?: string } }).error?.msg ?? null;
  } catch {
    return null;
  }
};

/** Sends the body in 64 KB writes, as a browser's upload does. */
const send = (method: string, path: string, headers: Record<string, string>, body: Buffer): Promise<Outcome> =>
  new Promise((resolve) => {
    const url = new URL(`${world.app.url}${path}`);
    let status: number | null = null;
    let text = '';
    let answered = false;
    let sent = false;
    let error: string | null = null;
    const settle = () => {
      if (!(answered && (sent || error !== null))) return;
      clearTimeout(timer);
      resolve({ status, msg: messageOf(text), error });
    };
    const timer = setTimeout(() => {
      error ??= 'timeout';
      answered = true;
      settle();
    }, 30_000);
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method, agent, headers: { ...headers, 'Content-Length': String(body.length) } });
    request.on('response', (response) => {
      status = response.statusCode ?? null;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        answered = true;
        settle();
      });
      response.on('error', (err: NodeJS.ErrnoException) => {
        error ??= err.code ?? err.message;
        answered = true;
        settle();
      });
    });
    request.on('error', (err: NodeJS.ErrnoException) => {
      error ??= err.code ?? err.message;
      answered = true;
      settle();
    });
    // Paced as over a real network (on loopback the kernel would take the whole body at once, before
    // the server even answers): each write waits for the one before and a moment more.
    let offset = 0;
    const write = () => {
      if (error !== null) return;
      if (offset >= body.length) {
        request.end(() => {
          sent = true;
          settle();
        });
        return;
      }
      const chunk = body.subarray(offset, offset + 64 * 1024);
      offset += chunk.length;
      request.write(chunk, () => setTimeout(write, 2));
    };
    write();
  });

const BOUNDARY = 'rawClientBOUNDARY';
const form = (key: string, name: string, bytes: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${key}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const postForm = (who: HttpClient | null, key: string, name: string, bytes: Buffer) =>
  send('POST', '/api/v1/upload', { ...(who ? sessionHeaders(who) : { Origin: world.app.url }), 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, form(key, name, bytes));

/** An SVG whose doctype declares entities (refused: they are never expanded), padded to 3 MB. */
const svgWithDoctype = (): Buffer =>
  Buffer.concat([
    Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n<svg xmlns="http://www.w3.org/2000/svg">\n'),
    Buffer.alloc(3 * 1024 * 1024, ' '),
    Buffer.from('<text>&lol2;</text></svg>\n'),
  ]);

const ENTITIES = 'This SVG file declares XML entities, which are never expanded. Export it again without a DTD.';

describe('a refusal while the client is still sending', () => {
  it('answers a 3 MB SVG with a DOCTYPE sent as a form with its message, and the client sends it all', async () => {
    const outcome = await postForm(world.admin, 'svg', 'drawing.svg', svgWithDoctype());
    expect(outcome).toEqual({ status: 400, msg: ENTITIES, error: null });
  });

  it('answers the same file sent by tus in one PATCH with its message, and the client sends it all', async () => {
    const svg = svgWithDoctype();
    const tus = { 'Tus-Resumable': '1.0.0' };
    const created = await fetch(`${world.app.url}/api/v1/tusupload/`, {
      method: 'POST',
      headers: sessionHeaders(world.admin, {
        ...tus,
        'Upload-Length': String(svg.length),
        'Upload-Metadata': `name ${Buffer.from('drawing.svg').toString('base64')},key ${Buffer.from('svg').toString('base64')}`,
      }),
    });
    expect(created.status).toBe(201);
    const outcome = await send('PATCH', created.headers.get('location') ?? '', sessionHeaders(world.admin, { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }), svg);
    expect(outcome).toEqual({ status: 400, msg: ENTITIES, error: null });
  });

  it('answers small refusals in a row on one connection, each with its message', async () => {
    const fakePng = Buffer.alloc(200 * 1024, 'x');
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 4; i++) {
      outcomes.push(await postForm(world.admin, 'asset', 'picture.png', fakePng));
      outcomes.push(await postForm(world.admin, 'avatar', 'program.exe', fakePng));
      outcomes.push(await postForm(world.nobody, 'design', 'poster.afdesign', fakePng));
      outcomes.push(await postForm(null, 'avatar', 'me.png', fakePng));
    }
    const expected: Outcome[] = [
      { status: 400, msg: 'That file is not a real .png file.', error: null },
      { status: 400, msg: 'Wrong file type.', error: null },
      { status: 403, msg: 'You need the grant content.assets-edit for that. Contact an admin.', error: null },
      { status: 401, msg: 'Please sign in.', error: null },
    ];
    expect(outcomes).toEqual([...expected, ...expected, ...expected, ...expected]);
  });
});

/** Sends it, and says what the server answered and what it kept: events other than a held and freed space, or new files. */
const refusalOf = async (send: () => Promise<UploadOutcome>) => {
  const blobsBefore = new Set(await storedBlobs(world.app));
  const { position } = await world.app.lastEventPosition();
  const outcome = await send();
  const newBlobs = async () => (await storedBlobs(world.app)).filter((f) => !blobsBefore.has(f));
  // The partial write of a refused file is dropped as the refusal goes out: wait for it, within bounds.
  const clean = await eventually(async () => (await newBlobs()).length === 0 && spaceHeldAndGivenBack(await eventTypesAfter(world.app, position)));
  const left = clean ? null : { blobs: await newBlobs(), events: await eventTypesAfter(world.app, position) };
  return { outcome: { status: outcome.status, msg: outcome.msg }, left };
};

describe('a hostile file', () => {
  let files: HostileFile[];
  beforeAll(async () => {
    files = await hostileFiles();
  });

  it.each(UPLOAD_ROUTES)(
    'is refused through the %s upload with its message, and nothing of it is kept',
    async (_route, send) => {
      const wrong: string[] = [];
      for (const file of files) {
        const { outcome, left } = await refusalOf(() => send(world.app, world.admin, file.purpose, file.name, file.bytes));
        if (outcome.status !== file.status || outcome.msg !== file.msg) wrong.push(`${file.what}: ${outcome.status} ${outcome.msg} (expected ${file.status} ${file.msg})`);
        if (left) wrong.push(`${file.what}: left ${JSON.stringify(left)}`);
      }
      expect(wrong).toEqual([]);
      // The same route stores an honest file: the refusals above are the files', not the route's.
      expect((await send(world.app, world.admin, 'asset', 'honest.png', await realPng())).status).toBe(200);
      // Two dozen files, two of 20 MB: generous on a machine shared with another suite.
    },
    300_000,
  );

  it("keeps only the last part of a name that climbs folders from a form (tus refuses it), under the server's key", async () => {
    const stored = await sendForm(world.app, world.admin, 'asset', '../../../etc/passwd.png', await realPng());
    expect(stored.status).toBe(200);
    expect(stored.url).toMatch(/^\/api\/v1\/blobs\/asset\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect((await storedBlobs(world.app)).filter((f) => f.includes('passwd') || f.includes('..'))).toEqual([]);
    const { outcome, left } = await refusalOf(() => sendTus(world.app, world.admin, 'asset', '../../../etc/passwd.png', Buffer.alloc(10)));
    expect(outcome).toEqual({ status: 400, msg: 'A file name of 1 to 255 characters, without slashes or control characters.' });
    expect(left).toBeNull();
  });
});

describe('a hostile picture inside an imported SVG', () => {
  let projectID: string;
  beforeAll(async () => {
    const created = await world.admin.post('/api/project/create', { name: 'Hostile Pictures' });
    if (created.status !== 200) throw new Error(`project: ${created.status} ${created.text}`);
    projectID = created.body.project.projectID as string;
  });

  const drawingWith = (href: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g id="Scene"><g id="image_a"><image id="Photo" width="10" height="10" href="${href}"/></g></g><g id="Animation"><g id="image_a"/></g></svg>`,
    );
  const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

  it.each([
    ['a page posing as a PNG', dataUri('image/png', Buffer.from('<html><script>alert(1)</script></html>')), 400, 'That file is not a real .png file.'],
    ['a 20,000 x 20,000 PNG bomb', dataUri('image/png', pngHeaderOnly(20_000, 20_000)), 413, 'That image is too large: 20,000 x 20,000 pixels (at most 268,402,689 pixels).'],
    [
      'an SVG with a script',
      dataUri('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      400,
      'This SVG file holds a <script> element, which could run code. Export it again without scripts.',
    ],
  ])('refuses the import of %s, naming the picture, and keeps no picture and no scene', async (_what, href, status, reason) => {
    const uploaded = await sendForm(world.app, world.admin, 'svg', 'Drawing.svg', drawingWith(href));
    expect(uploaded.status).toBe(200);
    const { outcome, left } = await refusalOf(async () => {
      const answer = await world.admin.post('/api/scene/importScene', { projectID, url: uploaded.url, fileName: 'Drawing.svg' });
      return { status: answer.status, msg: (answer.body as { error?: { msg?: string } }).error?.msg ?? null, url: null };
    });
    expect(outcome).toEqual({ status, msg: `The picture "Photo" in this SVG file was refused: ${reason}` });
    expect(left).toBeNull();
  });
});

describe('a staged file whose record lies', () => {
  it.each([
    ['a name with a control character', { name: 'bell\u0007.png' }, 'files.0.name'],
    ['a name with a folder', { name: '../secret.png' }, 'files.0.name'],
    ['a name of another type', { name: 'page.html' }, 'files.0.name'],
    ['another type', { type: 'svg' }, 'files.0.type'],
  ])('refuses %s, naming the field, and records nothing', async (_what, lie, field) => {
    const png = await realPng();
    const stored = await sendForm(world.app, world.admin, 'asset', 'staged.png', png);
    expect(stored.status).toBe(200);
    const { outcome, left } = await refusalOf(async () => {
      const answer = await world.admin.post('/api/files/saveStagedFiles', { files: [{ name: 'staged.png', url: stored.url, type: 'png', size: png.length, ...lie }] });
      return { status: answer.status, msg: Object.keys((answer.body as { error?: { fields?: Record<string, string> } }).error?.fields ?? {}).join(','), url: null };
    });
    expect(outcome.status).toBe(400);
    expect(outcome.msg?.split(',')).toContain(field);
    expect(left).toBeNull();
  });
});
