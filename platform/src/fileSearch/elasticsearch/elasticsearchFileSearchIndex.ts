// The distributed FileSearchIndex: Elasticsearch. A file keeps its words and rests (fileRows, the same
// as the PostgreSQL adapter) in `keyword` fields, so every typed word is a `prefix` query over the terms
// dictionary and the answers equal the embedded index's: no analyzer or scoring of our own text. The
// rank is two constant-score clauses (the name starts with the typed text: 3; a word of it does: 1).
import type { Client } from '@elastic/elasticsearch';
import { elastic } from '../../elasticsearch/library';
import { bulkFailure, type BulkAnswer } from '../../elasticsearch/bulkFailure';
import { fileRows } from '../fileRows';
import { foldFiles, MAX_FILE_TOTAL, pageOf, typedText, type FileDocument, type FileSearchIndex, type FileSearchQuery, type FileSearchResult } from '../fileSearchIndex';

const MAPPING = {
  dynamic: 'strict' as const,
  properties: {
    file_id: { type: 'keyword' as const },
    name_key: { type: 'keyword' as const },
    name_rests: { type: 'keyword' as const },
    other_rests: { type: 'keyword' as const },
    words: { type: 'keyword' as const },
    sort_name: { type: 'keyword' as const },
    num: { type: 'long' as const },
    created: { type: 'date' as const },
    type: { type: 'keyword' as const },
    status: { type: 'integer' as const },
    kits: { type: 'keyword' as const },
    dirs: { type: 'keyword' as const },
    kit_dirs: { type: 'keyword' as const },
    tags: { type: 'keyword' as const },
  },
};

const sourceOf = (d: FileDocument) => {
  const rows = fileRows(d);
  return {
    file_id: d.fileID,
    name_key: rows.nameWords.join(' '),
    name_rests: rows.nameRests,
    other_rests: rows.otherRests,
    words: rows.allWords,
    sort_name: rows.sortName,
    num: rows.num,
    created: d.createdOn,
    type: d.type.toLowerCase(),
    status: d.status,
    kits: d.kits.map((k) => k.kitID),
    dirs: d.kits.flatMap((k) => (k.directoryID === null ? [] : [k.directoryID])),
    kit_dirs: d.kits.flatMap((k) => (k.directoryID === null ? [] : [`${k.kitID}\u001f${k.directoryID}`])),
    tags: d.tags.map((t) => t.tagID),
  };
};

type Sort = Record<string, { order: 'asc' | 'desc'; missing?: '_last' }>;

const sortOf = (query: FileSearchQuery, text: boolean): Sort[] => {
  const byId: Sort = { file_id: { order: 'asc' } };
  switch (query.sortBy) {
    case 'relevance':
      return [...(text ? [{ _score: { order: 'desc' as const } }] : []), { created: { order: 'desc' } }, byId];
    case 'newest':
      return [{ created: { order: 'desc' } }, byId];
    case 'oldest':
      return [{ created: { order: 'asc' } }, { file_id: { order: 'desc' } }];
    case 'alphabetical':
      return [{ sort_name: { order: 'asc' } }, byId];
    case 'number':
      return [{ num: { order: 'asc', missing: '_last' } }, { sort_name: { order: 'asc' } }, byId];
    default: {
      const _exhaustive: never = query.sortBy;
      return _exhaustive;
    }
  }
};

export class ElasticsearchFileSearchIndex implements FileSearchIndex {
  private readonly client: Client;
  private readonly name: string;
  private created: Promise<void> | null = null;

  /** `prefix` keeps this product's index apart from others on a shared cluster. */
  constructor(url: string, prefix = 'wb_') {
    this.client = new (elastic().Client)({ node: url });
    this.name = `${prefix}files_v1`.toLowerCase();
  }

  ensureIndex(): Promise<void> {
    this.created ??= this.createIndex().catch((err: unknown) => {
      this.created = null;
      throw err;
    });
    return this.created;
  }

  async upsert(documents: readonly FileDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.ensureIndex();
    const answer = (await this.client.bulk({
      // Searchable when the call returns, as the port promises.
      refresh: true,
      operations: foldFiles(documents).flatMap((d) => [{ index: { _index: this.name, _id: d.fileID } }, sourceOf(d)]),
    })) as unknown as BulkAnswer;
    const failure = bulkFailure(answer, () => false);
    if (failure) throw new Error(`file search index: ${failure}`);
  }

  async remove(fileIDs: readonly string[]): Promise<void> {
    if (fileIDs.length === 0) return;
    await this.ensureIndex();
    const answer = (await this.client.bulk({
      refresh: true,
      operations: fileIDs.map((id) => ({ delete: { _index: this.name, _id: id } })),
    })) as unknown as BulkAnswer;
    const failure = bulkFailure(answer, (status) => status === 404);
    if (failure) throw new Error(`file search index: ${failure}`);
  }

  async search(query: FileSearchQuery): Promise<FileSearchResult> {
    await this.ensureIndex();
    const typed = typedText(query.text);
    const { start, count } = pageOf(query);
    const filter: object[] = [
      ...(typed?.words ?? []).map((w) => ({ prefix: { words: w } })),
      ...(query.kitID !== undefined ? [{ term: { kits: query.kitID } }] : []),
      ...(query.directoryID !== undefined ? [query.kitID !== undefined ? { term: { kit_dirs: `${query.kitID}\u001f${query.directoryID}` } } : { term: { dirs: query.directoryID } }] : []),
      ...(query.types ? [{ terms: { type: query.types.map((t) => t.toLowerCase()) } }] : []),
      ...(query.tagIDs ?? []).map((tagID) => ({ term: { tags: tagID } })),
      ...(query.status ? [{ terms: { status: [...query.status] } }] : []),
    ];
    const should = typed ? [{ constant_score: { filter: { prefix: { name_key: typed.whole } }, boost: 2 } }, { constant_score: { filter: { prefix: { name_rests: typed.whole } }, boost: 1 } }] : [];
    const answer = await this.client.search<{ file_id: string }>({
      index: this.name,
      from: start,
      size: count,
      _source: ['file_id'],
      track_total_hits: MAX_FILE_TOTAL,
      track_scores: typed !== null && query.sortBy === 'relevance',
      query: { bool: { filter, should } },
      sort: sortOf(query, typed !== null),
    });
    const total = answer.hits.total;
    const value = typeof total === 'number' ? total : (total?.value ?? 0);
    const capped = typeof total === 'object' && total.relation === 'gte';
    return {
      hits: answer.hits.hits.flatMap((hit) => hit._source?.file_id ?? hit._id ?? []),
      total: Math.min(value, MAX_FILE_TOTAL),
      totalCapped: capped || value > MAX_FILE_TOTAL,
    };
  }

  async ping(): Promise<boolean> {
    try {
      return await this.client.ping();
    } catch {
      return false;
    }
  }

  /** Deletes the index (benches and tests clean up after themselves). */
  async drop(): Promise<void> {
    await this.client.indices.delete({ index: this.name, ignore_unavailable: true });
    this.created = null;
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async createIndex(): Promise<void> {
    try {
      await this.client.indices.create({ index: this.name, mappings: MAPPING });
    } catch (err) {
      // Another process created it first.
      if (err instanceof elastic().errors.ResponseError && err.body?.error?.type === 'resource_already_exists_exception') return;
      throw err;
    }
  }
}
