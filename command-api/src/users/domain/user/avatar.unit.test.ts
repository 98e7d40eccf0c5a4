import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { Actor } from '../../../shared/domain/actor';
import { userAggregate } from './aggregate';
import type { UserEvent } from './state';

const { given } = deciderSpec(userAggregate);
const userID = 5;
const self: Actor = { userID, grants: [] };
const added: UserEvent = { type: 'UserAdded', data: { userID, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace' } };
const src = '/api/v1/blobs/avatar/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png';
/** Her own avatar upload, as the route reads it from the blob. */
const stored = { purpose: 'avatar' as const, extension: 'png', size: 90, uploaderID: userID };
const change = { type: 'ChangeAvatar' as const, actor: self, src, stored };
const changed: UserEvent = { type: 'UserAvatarChanged', data: { userID, src } };

describe("setting one's avatar", () => {
  it('sets an image one uploaded as an avatar', () => {
    given([added]).when(change).then([changed]);
  });

  it("records the stored file's address alone when the call writes it out with a host", () => {
    given([added])
      .when({ ...change, src: `https://elsewhere.example${src}?v=2` })
      .then([changed]);
  });

  it('changes nothing, and refuses nothing, for the avatar one has', () => {
    given([added, changed])
      .when({ ...change, stored: 'noFile' })
      .then([]);
  });

  it.each([
    ['an address of no upload', 'notAnUpload' as const, Messages.notAnUploadAddress],
    ['an address where nothing is stored', 'noFile' as const, Messages.noStoredFile],
    ["someone else's upload", { ...stored, uploaderID: 6 }, Messages.uploadedBySomeoneElse],
    ["one's own upload made for the pronunciation guide", { ...stored, purpose: 'pronunciation' as const, extension: 'mp3' }, Messages.avatarNotAnAvatar],
  ])('refuses %s, naming src', (_case, what, message) => {
    const error = given([added])
      .when({ ...change, stored: what })
      .thenFails('validation', message);
    expect(error.fields).toEqual({ src: message });
  });
});
