// The picked avatar waits here while its upload saga runs: a File is not serializable and redux
// actions must be, so the action carries a token and the saga takes the file by it.
const stash = new Map<string, File>();
let next = 0;

export const stashAvatar = (file: File): string => {
  next += 1;
  const token = `avatar-${next}`;
  stash.set(token, file);
  return token;
};

/** The file of a token, once: taking it forgets it. */
export const takeAvatar = (token: string): File | null => {
  const file = stash.get(token) ?? null;
  stash.delete(token);
  return file;
};
