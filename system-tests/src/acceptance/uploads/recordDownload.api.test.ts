// /files/recordDownload {fileTypes[]} -> {limitReached} (spec section 7): downloads count against a
// daily limit of 500 a user; the request that would pass it is not counted and answers limitReached.
import { HttpClient } from '../../testing/httpClient';
import { startUploadsWorld, type UploadsWorld } from './uploadsWorld';

jest.setTimeout(60_000);

let world: UploadsWorld;
let viewer: HttpClient;
beforeAll(async () => {
  world = await startUploadsWorld();
  const added = await world.admin.post('/api/admin/addUser', { userID: 3, email: 'viewer@example.com', givenName: 'Vi', familyName: 'Ewer', password: 'a long enough password' });
  expect(added.status).toBe(200);
  expect((await world.admin.post('/api/admin/addGrants', { userID: 3, grants: ['content.assets-view'] })).status).toBe(200);
  viewer = new HttpClient(world.app.url);
  await viewer.signIn('viewer@example.com', 'a long enough password');
});
afterAll(async () => {
  await world?.stop();
});

describe('recording downloads', () => {
  it('counts downloads until the daily limit of 500, then answers limitReached and counts nothing more', async () => {
    const first = await viewer.post('/api/files/recordDownload', { fileTypes: Array.from({ length: 499 }, () => 'png') });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ limitReached: false });
    expect((await viewer.post('/api/files/recordDownload', { fileTypes: ['svg', 'mp4'] })).body).toEqual({ limitReached: true });
    expect((await viewer.post('/api/files/recordDownload', { fileTypes: ['svg'] })).body).toEqual({ limitReached: false });
    const before = await world.app.lastEventPosition();
    expect((await viewer.post('/api/files/recordDownload', { fileTypes: ['svg'] })).body).toEqual({ limitReached: true });
    expect(await world.app.lastEventPosition()).toEqual(before);
  });

  it("keeps each user's count apart", async () => {
    expect((await world.admin.post('/api/files/recordDownload', { fileTypes: ['png'] })).body).toEqual({ limitReached: false });
  });

  it('refuses no file types, a type that is not one, a visitor and a user without asset access', async () => {
    expect((await viewer.post('/api/files/recordDownload', { fileTypes: [] })).status).toBe(400);
    const bad = await viewer.post('/api/files/recordDownload', { fileTypes: ['../png'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.fileTypes).toBeDefined();
    expect((await world.anonymous.post('/api/files/recordDownload', { fileTypes: ['png'] })).status).toBe(401);
    expect((await world.nobody.post('/api/files/recordDownload', { fileTypes: ['png'] })).status).toBe(403);
  });
});
