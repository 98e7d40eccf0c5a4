// Each user's upload space: the bytes of every file they stored by upload, counted from the uploads
// stream's events in command-api. The operator may set another amount (UPLOAD_QUOTA_BYTES).

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

export const DEFAULT_UPLOAD_QUOTA_BYTES = 20 * GB;

/** A byte count as a refusal words it: '20 GB', '1.5 GB', '300 MB', '12 KB', '0 bytes'. */
export const bytesText = (bytes: number): string => {
  const [unit, size] = bytes >= GB ? ['GB', GB] : bytes >= MB ? ['MB', MB] : bytes >= KB ? ['KB', KB] : ['bytes', 1];
  // Rounded down: what is left is never overstated.
  const value = Math.floor((bytes / size) * 10) / 10;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
};
