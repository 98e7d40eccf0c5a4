// A user's avatar is shown to the whole team (every member list, word and comment), so the blob read
// lets any signed-in user see the file it names: only an image its user uploaded as an avatar.
import { Messages, UploadPaths, blobKeyOfUrl } from '@wb/contracts';
import type { Actor } from '../../../shared/domain/actor';
import type { Decision } from '../../../shared/domain/decider';
import { attachRefusal, type StoredLookup } from '../../../uploads/domain/storedFile';
import type { UserEvent, UserState } from './state';

export interface ChangeAvatar {
  readonly type: 'ChangeAvatar';
  readonly actor: Actor;
  readonly src: string;
  /** What is stored at `src`, read by the route. */
  readonly stored: StoredLookup;
}

const AVATAR = { field: 'src', purpose: 'avatar', otherPurpose: Messages.avatarNotAnAvatar } as const;

/**
 * The stored file's address alone: a call may write it out with a host (https://<host>/api/v1/blobs/...),
 * and a host kept would send every teammate's browser wherever the call said.
 */
const storedAddress = (src: string): string => {
  const key = blobKeyOfUrl(src);
  return key === null ? src : `${UploadPaths.blobs}/${key}`;
};

/** Setting the avatar one has again changes nothing and is not refused (it attaches nothing new). */
export const changeAvatar = (command: ChangeAvatar, user: UserState): Decision<UserEvent> => {
  const src = storedAddress(command.src);
  if (user.avatar === src) return [];
  return attachRefusal(command.stored, command.actor.userID, AVATAR) ?? [{ type: 'UserAvatarChanged', data: { userID: user.userID, src } }];
};
