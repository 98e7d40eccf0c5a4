// The distributed SearchIndex: Elasticsearch. A document keeps its words and its word suffixes
// (searchWords / searchSuffixes, the same as the PostgreSQL adapter) in `keyword` fields, so that
// every typed word is a `prefix` query over the terms dictionary (an index, one letter included) and
// the answers equal the embedded index's exactly: no analyzer, stemming or scoring of our own text.
// The rank comes from two constant-score clauses: the whole text at the start (3), at a word (1).
import type { Client } from '@elastic/elasticsearch';
import { elastic } from '../../elasticsearch/library';
import { bulkFailure, type BulkAnswer } from '../../elasticsearch/bulkFailure';
import {
  foldChanges,
  foldDocuments,
  searchQuery,
  searchSuffixes,
  searchWords,
  type SearchDocument,
  type SearchDocumentChange,
  type SearchFilter,
  type SearchHit,
  type SearchIndex,
} from '../searchIndex';

/** Elasticsearch answers at most this many hits per search unless the index is configured otherwise. */
const MAX_RESULT_WINDOW = 10_000;

const MAPPING = {
  dynamic: 'strict' as const,
  properties: {
    id: { type: 'keyword' as const },
    words: { type: 'keyword' as const },
    suffixes: { type: 'keyword' as const },
    first: { type: 'keyword' as const },
    time: { type: 'date' as const },
    status: { type: 'integer' as const },
  },
};

const rankOf = (score: number | null | undefined): SearchHit['rank'] => ((score ?? 0) >= 3 ? 1 : (score ?? 0) >= 1 ? 2 : 3);

export class ElasticsearchSearchIndex implements SearchIndex {
  private readonly client: Client;
  private readonly created = new Map<string, Promise<void>>();

  /** `prefix` keeps this product's indices apart from others on a shared cluster. */
  constructor(
    url: string,
    private readonly prefix = 'wb_',
  ) {
    this.client = new (elastic().Client)({ node: url });
  }

  ensureIndex(index: string): Promise<void> {
    const name = this.indexName(index);
    let creating = this.created.get(name);
    if (!creating) {
      creating = this.createIndex(name).catch((err: unknown) => {
        this.created.delete(name);
        throw err;
      });
      this.created.set(name, creating);
    }
    return creating;
  }

  async upsert(index: string, documents: readonly SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const _index = this.indexName(index);
    const answer = (await this.client.bulk({
      // Searchable when the call returns, as the port promises (read your writes through the checkpoint).
      refresh: true,
      // One operation per id (folded as writing them one by one would leave it), so a bulk never updates
      // a document twice. A partial update: a document without a time or status keeps the one it has
      // (arrays are replaced whole); a new one starts at status 0.
      operations: foldDocuments(documents).flatMap((d) => {
        const suffixes = searchSuffixes(searchWords(d.text));
        const doc = {
          id: d.id,
          words: searchWords(d.text),
          suffixes,
          first: suffixes[0] ?? '',
          ...(d.time ? { time: d.time } : {}),
          ...(d.status === undefined ? {} : { status: d.status }),
        };
        return [{ update: { _index, _id: d.id } }, { doc, upsert: { status: 0, ...doc } }];
      }),
    })) as unknown as BulkAnswer;
    const failure = bulkFailure(answer, () => false);
    if (failure) throw new Error(`search index ${index}: ${failure}`);
  }

  async change(index: string, changes: readonly SearchDocumentChange[]): Promise<void> {
    if (changes.length === 0) return;
    const _index = this.indexName(index);
    const answer = (await this.client.bulk({
      refresh: true,
      operations: foldChanges(changes).flatMap((c) => [{ update: { _index, _id: c.id } }, { doc: { ...(c.time ? { time: c.time } : {}), ...(c.status === undefined ? {} : { status: c.status }) } }]),
    })) as unknown as BulkAnswer;
    // A document not in the index is no error (the port ignores unknown ids).
    const failure = bulkFailure(answer, (status) => status === 404);
    if (failure) throw new Error(`search index ${index}: ${failure}`);
  }

  async remove(index: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const _index = this.indexName(index);
    const answer = (await this.client.bulk({
      refresh: true,
      operations: ids.map((id) => ({ delete: { _index, _id: id } })),
    })) as unknown as BulkAnswer;
    const failure = bulkFailure(answer, (status) => status === 404);
    if (failure) throw new Error(`search index ${index}: ${failure}`);
  }

  async search(index: string, text: string, limit: number, filter?: SearchFilter): Promise<SearchHit[]> {
    const query = searchQuery(text);
    if (!query) return [];
    const answer = await this.client.search<{ id: string }>({
      index: this.indexName(index),
      size: Math.min(limit, MAX_RESULT_WINDOW),
      _source: ['id'],
      track_total_hits: false,
      // Sorting by more than _score leaves hits unscored unless asked: the score is the rank.
      track_scores: true,
      query: {
        bool: {
          filter: [...query.words.map((word) => ({ prefix: { words: word } })), ...(filter?.statuses ? [{ terms: { status: [...filter.statuses] } }] : [])],
          should: [{ constant_score: { filter: { prefix: { first: query.whole } }, boost: 2 } }, { constant_score: { filter: { prefix: { suffixes: query.whole } }, boost: 1 } }],
        },
      },
      sort: [{ _score: { order: 'desc' } }, { time: { order: 'desc', missing: '_last' } }, { id: { order: 'asc' } }],
    });
    return answer.hits.hits.flatMap((hit) => {
      const id = hit._source?.id ?? hit._id;
      return id === undefined ? [] : [{ id, rank: rankOf(hit._score) }];
    });
  }

  async ping(): Promise<boolean> {
    try {
      return await this.client.ping();
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private indexName(index: string): string {
    // v2: word starts instead of the first version's `wildcard` field; v3: a status. A new name each
    // time, since a mapping cannot change; the projection's new version fills it.
    return `${this.prefix}${index}_v3`.toLowerCase();
  }

  private async createIndex(name: string): Promise<void> {
    try {
      await this.client.indices.create({ index: name, mappings: MAPPING });
    } catch (err) {
      // Another process created it first.
      if (err instanceof elastic().errors.ResponseError && err.body?.error?.type === 'resource_already_exists_exception') return;
      throw err;
    }
  }
}
