// A comment's seq is drawn from an identity, which a rolled-back batch does not give back: applied event
// by event or set-based, a batch holding an event that is parked leaves gaps, where depends on how the
// log was cut into batches. What the read model keeps is the order (queries sort by seq), so tests
// compare each row's rank in that order.
export const seqRanks = (rows: readonly unknown[]): unknown[] => {
  const bySeq = [...(rows as { seq: string }[])].sort((a, b) => Number(a.seq) - Number(b.seq));
  const rank = new Map(bySeq.map((row, i) => [row, String(i + 1)]));
  return (rows as { seq: string }[]).map((row) => ({ ...row, seq: rank.get(row) }));
};
