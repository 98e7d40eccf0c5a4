// The learning-site adapter's contract suite, against the local stand-in (testing/learningStandIn.ts):
// the search and the node answer what the site holds, and a site that refuses, errs, is slow, never
// answers or answers nonsense gives a LearningSiteFailure of its kind, within the timeout.
import { httpLearningSite, learningSiteFromConfig } from './httpLearningSite';
import { LearningSiteFailure, unconfiguredLearningSite, type LearningSite } from './learningSite';
import { startLearningStandIn, type LearningStandIn } from './testing/learningStandIn';
import { failureKindOf } from '../testing/failureKindOf';

const TIMEOUT_MS = 300;
let standIn: LearningStandIn;
let site: LearningSite;

beforeAll(async () => {
  standIn = await startLearningStandIn();
  site = httpLearningSite({ baseUrl: standIn.url, token: standIn.token, timeoutMs: TIMEOUT_MS });
  standIn.addNode({ id: '101', name: 'Tides and moons', status: 1, data: { v: 'vid-101', s3: 'videos/101.mp4', $: 'p-101' }, thumbnail: 'https://img.example/101.png' });
  standIn.addNode({ id: '102', name: 'Moons of Jupiter', status: 0 });
  for (let i = 0; i < 120; i += 1) standIn.addNode({ id: `n${i}`, name: `Optics part ${i}` });
});
afterEach(() => standIn.setFault(null));
afterAll(() => standIn?.stop());

const failureOf = (run: () => Promise<unknown>) => failureKindOf(LearningSiteFailure, run);

describe('answers', () => {
  it('finds the videos whose name holds the text, the token sent as a bearer token', async () => {
    expect(await site.search('moon', 100)).toEqual([
      { id: '101', name: 'Tides and moons' },
      { id: '102', name: 'Moons of Jupiter' },
    ]);
    expect(standIn.requests.at(-1)).toEqual({ method: 'GET', path: '/api/nodes', query: '?text=moon&limit=100', authorized: true });
  });

  it('answers at most the limit', async () => {
    expect(await site.search('optics', 100)).toHaveLength(100);
    expect(await site.search('optics', 5)).toHaveLength(5);
  });

  it('gives a node with its pages, thumbnail and media', async () => {
    expect(await site.node('101')).toEqual({
      id: '101',
      name: 'Tides and moons',
      url: `${standIn.url}/videos/101`,
      editUrl: `${standIn.url}/videos/101/edit`,
      thumbnail: 'https://img.example/101.png',
      media: { status: 1, data: { v: 'vid-101', s3: 'videos/101.mp4', $: 'p-101' } },
    });
    expect((await site.node('102')).thumbnail).toBeNull();
  });
});

describe('failures', () => {
  it('answers notFound for a node the site does not know', async () => {
    expect(await failureOf(() => site.node('999'))).toBe('notFound');
  });

  it('answers failed for a wrong token, an error status, an answer that is not JSON or of another shape, and one too large', async () => {
    const wrongToken = httpLearningSite({ baseUrl: standIn.url, token: 'other', timeoutMs: TIMEOUT_MS });
    expect(await failureOf(() => wrongToken.node('101'))).toBe('failed');
    standIn.setFault({ kind: 'status', status: 500 });
    expect(await failureOf(() => site.search('moon', 10))).toBe('failed');
    standIn.setFault({ kind: 'notJson' });
    expect(await failureOf(() => site.node('101'))).toBe('failed');
    standIn.setFault({ kind: 'huge', bytes: 64 * 1024 });
    expect(await failureOf(() => site.node('101'))).toBe('failed');
    const small = httpLearningSite({ baseUrl: standIn.url, token: standIn.token, timeoutMs: TIMEOUT_MS }, { maxBytes: 1024 });
    expect(await failureOf(() => small.search('x', 10))).toBe('failed');
  });

  it('answers timeout, within the timeout, for a slow site and for one that never answers', async () => {
    for (const fault of [{ kind: 'slow', ms: 2_000 }, { kind: 'silent' }] as const) {
      standIn.setFault(fault);
      const started = Date.now();
      expect(await failureOf(() => site.node('101'))).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
    }
  });

  it('answers unreachable when nothing listens at the address', async () => {
    const nowhere = httpLearningSite({ baseUrl: 'http://127.0.0.1:9', token: null, timeoutMs: TIMEOUT_MS });
    expect(await failureOf(() => nowhere.search('moon', 10))).toBe('unreachable');
  });

  it('answers notConfigured on every call without a configuration', async () => {
    const none = learningSiteFromConfig(null);
    expect(none).toBe(unconfiguredLearningSite);
    expect(none.configured).toBe(false);
    expect(await failureOf(() => none.search('moon', 10))).toBe('notConfigured');
    expect(await failureOf(() => none.node('101'))).toBe('notConfigured');
  });
});
