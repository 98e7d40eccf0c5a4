import { DAILY_DOWNLOAD_LIMIT, type BlobHolderKind } from '@wb/contracts';
import { decideBlobRead, exporterKeyReads, type BlobFacts, type BlobHolding, type BlobReader } from './blobAccess';

const visitor: BlobReader = { userID: null, access: null };
const reader = (userID: number, grants: string[], deactivated = false): BlobReader => ({ userID, access: { grants, deactivated } as never });
const held = (kind: BlobHolderKind, extra: Partial<BlobHolding> = {}): BlobHolding => ({ kind, public: false, inProject: false, ...extra });
const facts = (holdings: BlobHolding[], extra: Partial<BlobFacts> = {}): BlobFacts => ({ holdings, purpose: 'asset', uploaderID: 9, downloadsToday: 0, ...extra });

describe('who may read a stored file', () => {
  it("lets anyone read a public kit's file or thumbnail, and only those", () => {
    expect(decideBlobRead(facts([held('file', { public: true })]), visitor)).toBe('allowed');
    expect(decideBlobRead(facts([held('kitThumbnail', { public: true })]), visitor)).toBe('allowed');
    expect(decideBlobRead(facts([held('file')]), visitor)).toBe('signIn');
    expect(decideBlobRead(facts([held('file')]), reader(2, []))).toBe('refused');
  });

  it("gives a library file to the library's readers, and a project file to the projects' readers too", () => {
    expect(decideBlobRead(facts([held('file')]), reader(2, ['content.assets-view']))).toBe('allowed');
    expect(decideBlobRead(facts([held('file')]), reader(2, ['content.projects-edit']))).toBe('refused');
    expect(decideBlobRead(facts([held('file', { inProject: true })]), reader(2, ['content.projects-view']))).toBe('allowed');
    expect(decideBlobRead(facts([held('kitThumbnail')]), reader(2, ['content.projects-view']))).toBe('refused');
  });

  it.each<[BlobHolderKind, string[], 'allowed' | 'refused']>([
    ['word', [], 'allowed'],
    ['avatar', [], 'allowed'],
    ['resource', ['content.assets-edit'], 'refused'],
    ['resource', ['admin.resources'], 'allowed'],
    ['sceneThumbnail', ['content.assets-view'], 'refused'],
    ['sceneImport', ['content.projects-view'], 'allowed'],
    ['sceneNotes', ['content.projects-view'], 'allowed'],
  ])('a %s holding with grants %j: %s', (kind, grants, expected) => {
    expect(decideBlobRead(facts([held(kind)]), reader(2, grants))).toBe(expected);
  });

  it('keeps an upload nothing holds for its uploader, and lets an uploader read their own always', () => {
    expect(decideBlobRead(facts([]), reader(9, []))).toBe('allowed');
    expect(decideBlobRead(facts([]), reader(2, ['root']))).toBe('refused');
    expect(decideBlobRead(facts([held('resource')]), reader(9, []))).toBe('allowed');
    expect(decideBlobRead(facts([], { uploaderID: null }), reader(9, ['root']))).toBe('refused');
  });

  it("gives the pictures of an imported SVG, which no event names, to the projects' readers", () => {
    expect(decideBlobRead(facts([], { purpose: 'sceneImage' }), reader(2, ['content.projects-view']))).toBe('allowed');
    expect(decideBlobRead(facts([], { purpose: 'sceneImage' }), reader(2, ['content.assets-view']))).toBe('refused');
  });

  it('asks a deactivated user to sign in, whatever they held', () => {
    expect(decideBlobRead(facts([held('word')]), reader(2, ['root'], true))).toBe('signIn');
    expect(decideBlobRead(facts([]), reader(9, [], true))).toBe('signIn');
  });

  it("stops a reader's library files for the day at the download limit, but not what else holds them, nor their own", () => {
    const spent = { downloadsToday: DAILY_DOWNLOAD_LIMIT };
    expect(decideBlobRead(facts([held('file')], { downloadsToday: DAILY_DOWNLOAD_LIMIT - 1 }), reader(2, ['content.assets-view']))).toBe('allowed');
    expect(decideBlobRead(facts([held('file')], spent), reader(2, ['content.assets-view']))).toBe('limitReached');
    expect(decideBlobRead(facts([held('file'), held('word')], spent), reader(2, ['content.assets-view']))).toBe('allowed');
    expect(decideBlobRead(facts([held('file')], spent), reader(9, []))).toBe('allowed');
    expect(decideBlobRead(facts([held('file', { public: true })], spent), reader(2, []))).toBe('allowed');
  });
});

describe('what an exporter key reads (the screen-recording exporter without a session)', () => {
  it("reads what a project's viewer reads: a project's files, a scene's pictures, thumbnail, import and notes", () => {
    expect(exporterKeyReads(facts([held('file', { inProject: true })]))).toBe(true);
    for (const kind of ['sceneThumbnail', 'sceneImport', 'sceneNotes'] as const) expect(exporterKeyReads(facts([held(kind)]))).toBe(true);
    expect(exporterKeyReads(facts([], { purpose: 'sceneImage' }))).toBe(true);
    expect(exporterKeyReads(facts([], { purpose: 'exportVideo' }))).toBe(true);
  });

  it('reads nothing only the library, signed-in users, resource admins or an uploader read', () => {
    for (const kind of ['file', 'kitThumbnail', 'word', 'avatar', 'resource'] as const) expect(exporterKeyReads(facts([held(kind)]))).toBe(false);
    expect(exporterKeyReads(facts([]))).toBe(false);
    expect(exporterKeyReads(facts([], { purpose: null }))).toBe(false);
  });
});
