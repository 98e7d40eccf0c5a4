// A pass-through stream that holds back the first bytes until they are checked against the extension,
// and fails when more bytes come than the purpose allows or than is left of the uploader's quota.
// Storing through it means a file that is not what it says, or too large, fails its put, and the
// BlobStore then keeps nothing of it.
import { Transform, type TransformCallback } from 'node:stream';
import { UploadPurposes } from '@wb/contracts';
import { contentMatches, SNIFF_BYTES } from './contentCheck';
import { contentMismatch, quotaExceeded, tooLarge, type Declared } from './refusals';
import type { Room } from './uploadSpace';

export const uploadGuard = (declared: Declared, room: Room | null): Transform => {
  const max = UploadPurposes[declared.purpose].maxBytes;
  const refusalPast = (seen: number): Error | null => {
    if (seen > max) return tooLarge(declared.purpose);
    return room !== null && seen > room.left ? quotaExceeded(room.left, room.quota) : null;
  };
  let seen = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let checked = false;

  const check = async (self: Transform, complete: boolean): Promise<void> => {
    const head = Buffer.concat(held).subarray(0, SNIFF_BYTES);
    if (!(await contentMatches(declared.extension, head, complete))) throw contentMismatch(declared.extension);
    checked = true;
    for (const chunk of held) self.push(chunk);
    held = [];
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      const refusal = refusalPast(seen);
      if (refusal) return done(refusal);
      if (checked) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) return done();
      check(this, false).then(
        () => done(),
        (err: Error) => done(err),
      );
      return undefined;
    },
    flush(done: TransformCallback) {
      if (checked) return done();
      check(this, true).then(
        () => done(),
        (err: Error) => done(err),
      );
      return undefined;
    },
  });
};

/**
 * A check of the first bytes only, for the first part of a resumable upload: a file that is not what
 * its name says is refused at its first chunk rather than after all of it has been sent. A first part
 * cut before SNIFF_BYTES arrived passes unchecked (the join at the end checks the whole file again).
 */
export const headCheck = (extension: string, totalSize: number): Transform => {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let checked = false;
  const check = async (self: Transform, complete: boolean): Promise<void> => {
    if (!(await contentMatches(extension, Buffer.concat(held).subarray(0, SNIFF_BYTES), complete))) throw contentMismatch(extension);
    release(self);
  };
  const release = (self: Transform) => {
    checked = true;
    for (const chunk of held) self.push(chunk);
    held = [];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (checked) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES && heldBytes < totalSize) return done();
      check(this, heldBytes >= totalSize).then(
        () => done(),
        (err: Error) => done(err),
      );
      return undefined;
    },
    flush(done: TransformCallback) {
      if (!checked) release(this);
      done();
    },
  });
};
