// A pass-through stream that holds back the first bytes until they are checked (headVerdict: the
// content against the extension, an image's declared size), reads an SVG through whole (svgSafety)
// and a zip's central directory at its end (zipCheck), and fails when more bytes come than the purpose allows or than is left of the uploader's quota.
// Storing through it means a file that is not what it says, hostile or too large, fails its put, and
// the BlobStore then keeps nothing of it.
import { Transform, type TransformCallback } from 'node:stream';
import { UploadPurposes } from '@wb/contracts';
import { SNIFF_BYTES } from './contentCheck';
import { headVerdict } from './headVerdict';
import { boundOf, quotaExceeded, tooLarge, type Declared } from './refusals';
import { readInSlices, type WholeFileCheck } from './slicedCheck';
import { svgCheck } from './svgSafety';
import type { Room } from './uploadSpace';
import { zipCheck } from './zipCheck';

const WHOLE_FILE_CHECKS: Readonly<Record<string, () => WholeFileCheck>> = { svg: svgCheck, zip: zipCheck, pptx: zipCheck };

export const uploadGuard = (declared: Declared, room: Room | null): Transform => {
  const bound = boundOf(declared.purpose, declared.extension);
  const max = UploadPurposes[bound].maxBytes;
  const refusalPast = (seen: number): Error | null => {
    if (seen > max) return tooLarge(bound);
    return room !== null && seen > room.left ? quotaExceeded(room.left, room.quota) : null;
  };
  const whole = WHOLE_FILE_CHECKS[declared.extension]?.() ?? null;
  let seen = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let checked = false;

  /** Passes `chunk` on once the whole-file check has read it. */
  const pass = async (self: Transform, chunk: Buffer): Promise<void> => {
    if (whole) await readInSlices(whole, chunk);
    self.push(chunk);
  };

  /** Asks the verdict on what is held; true once it passed (the held bytes then go on). */
  const check = async (self: Transform, complete: boolean): Promise<boolean> => {
    const verdict = await headVerdict(declared.extension, Buffer.concat(held), complete);
    if (verdict === 'needMore') return false;
    if (verdict !== 'pass') throw verdict;
    checked = true;
    for (const chunk of held) await pass(self, chunk);
    held = [];
    return true;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      const refusal = refusalPast(seen);
      if (refusal) return done(refusal);
      if (checked) {
        pass(this, chunk).then(
          () => done(),
          (err: Error) => done(err),
        );
        return undefined;
      }
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
      (checked ? Promise.resolve(true) : check(this, true)).then(
        () => {
          try {
            whole?.end();
            done();
          } catch (err) {
            done(err as Error);
          }
        },
        (err: Error) => done(err),
      );
    },
  });
};

/**
 * A check of the first bytes only, for the first part of a resumable upload: a file that is not what
 * its name says, or an image claiming too many pixels, is refused at its first chunk rather than after
 * all of it has been sent. A first part cut before its head arrived passes unchecked (the join at the
 * end checks the whole file again through uploadGuard, the SVG and zip checks included).
 */
export const headCheck = (extension: string, totalSize: number): Transform => {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let checked = false;
  const release = (self: Transform) => {
    checked = true;
    for (const chunk of held) self.push(chunk);
    held = [];
  };
  const check = async (self: Transform, complete: boolean): Promise<void> => {
    const verdict = await headVerdict(extension, Buffer.concat(held), complete);
    if (verdict === 'needMore') return;
    if (verdict !== 'pass') throw verdict;
    release(self);
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
