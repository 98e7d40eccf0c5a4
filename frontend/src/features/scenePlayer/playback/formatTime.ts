// The player's time display: minutes, seconds and tenths ("1:05.3"), so a 5000 ms skip and a 16x run
// both read clearly.
export const formatPlayerTime = (ms: number): string => {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
};
