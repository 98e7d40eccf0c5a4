// One way to show a file's size everywhere: the spec rounds sizes to 0.1 MB (spec 001 section 9), which
// turns every small file into "0.0 MB" or "0.1 MB"; under 1 MB the size is shown in KB instead.

const KB = 1024;
const MB = 1024 * KB;

const oneDecimal = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);

/** "512 B", "19.8 KB", "2.5 MB": KB and MB of 1024, one decimal. */
export const formatSize = (bytes: number): string => {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} B`;
  // 1023.96 KB would round up to "1024.0 KB": that is 1.0 MB.
  if (Math.round((bytes / KB) * 10) / 10 < KB) return `${oneDecimal(bytes / KB)} KB`;
  return `${oneDecimal(bytes / MB)} MB`;
};
