// Password hashes (argon2id with the library's defaults). Only the auth tables ever hold them.
// argon2 runs on libuv's threadpool (19 MiB and tens of ms a hash), so hashes take their turn in
// passwordWork: a flood of sign-ins cannot take the threads that file reads need, and image exports,
// in a limiter of their own, never delay a sign-in.
import { hash, verify } from '@node-rs/argon2';
import { passwordWork } from '../heavyWork/limits';

export const hashPassword = (password: string): Promise<string> => passwordWork.run(() => hash(password));

/** False for a wrong password or an unreadable hash; a full queue is refused (503), not a wrong password. */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
