// A refused upload reaches the client as its answer, not as a broken connection (issue 16, finding 7):
// the server answers the refusal while the client is still sending and reads the rest of the body, so
// a plain HTTP client (node's, one connection kept alive) finishes sending without EPIPE or a reset and
// reads the JSON message, for a large refused file and for small refusals in a row alike.
import http from 'node:http';
import { sessionHeaders, startUploadsWorld, type UploadsWorld } from '../acceptance/uploads/uploadsWorld';
import type { HttpClient } from '../testing/httpClient';

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

/** An SVG whose doctype declares entities (refused: no svg opens that way), padded to 3 MB. */
const svgWithDoctype = (): Buffer =>
  Buffer.concat([
    Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n<svg xmlns="http://www.w3.org/2000/svg">\n'),
    Buffer.alloc(3 * 1024 * 1024, ' '),
    Buffer.from('<text>&lol2;</text></svg>\n'),
  ]);

const NOT_SVG = 'That file is not a real .svg file.';

describe('a refusal while the client is still sending', () => {
  it('answers a 3 MB SVG with a DOCTYPE sent as a form with its message, and the client sends it all', async () => {
    const outcome = await postForm(world.admin, 'svg', 'drawing.svg', svgWithDoctype());
    expect(outcome).toEqual({ status: 400, msg: NOT_SVG, error: null });
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
    expect(outcome).toEqual({ status: 400, msg: NOT_SVG, error: null });
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
