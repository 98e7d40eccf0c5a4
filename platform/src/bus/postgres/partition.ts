// Which partition of a topic a key's messages go to. A group handles one partition with one subscriber
// at a time, in order, so a key's messages keep their order. Hashed here (FNV-1a), not by the server,
// so a key's partition never changes with a server version.

/** Partitions of every topic: a group's subscribers share a topic up to this many at once. */
export const PARTITIONS = 16;

export const partitionOf = (key: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % PARTITIONS;
};
