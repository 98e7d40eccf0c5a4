// Picked files wait here while their upload saga runs: a File is not serializable, and redux actions
// must be (Redux style guide), so actions carry the token and the saga takes the files by it.
const stash = new Map<string, File[]>();
let next = 0;

export const stashFiles = (files: File[]): string => {
  next += 1;
  const token = `files-${next}`;
  stash.set(token, files);
  return token;
};

/** The files of a token, once: taking them forgets them. */
export const takeFiles = (token: string): File[] => {
  const files = stash.get(token) ?? [];
  stash.delete(token);
  return files;
};
