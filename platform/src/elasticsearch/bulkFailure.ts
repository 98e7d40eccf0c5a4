// Both Elasticsearch adapters (the dashboard's search index and the file search) write with bulk
// requests, whose answer is 200 even when items failed: this finds the first failure that counts.

export interface BulkAnswer {
  errors: boolean;
  items: Record<string, { status: number; error?: { type: string; reason?: string } }>[];
}

/** The first failed item of a bulk request, ignoring the ones `ignore` accepts; null when none failed. */
export const bulkFailure = (answer: BulkAnswer, ignore: (status: number) => boolean): string | null => {
  if (!answer.errors) return null;
  for (const item of answer.items) {
    const result = Object.values(item)[0];
    if (result?.error && !ignore(result.status)) return `${result.error.type}: ${result.error.reason ?? ''}`;
  }
  return null;
};
