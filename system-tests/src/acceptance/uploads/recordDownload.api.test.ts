// /files/recordDownload {fileTypes[]} -> {limitReached} (spec section 7): downloads count against a
// daily limit of 500 a user; the request that would pass it is not counted and answers limitReached.
import type { HttpClient } from '../../testing/httpClient';
import { addPerson } from '../shared/people';
import { startUploadsWorld, type UploadsWorld } from './uploadsWorld';

jest.setTimeout(60_000);

let world: UploadsWorld;
let viewer: HttpClient;
beforeAll(async () => {
  world = await startUploadsWorld();
  ({ client: viewer } = await addPerson(world.app, world.admin, { userID: 3, givenName: 'Vi', familyName: 'Ewer', email: 'viewer@example.com', grants: ['content.assets-view'] }));
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
