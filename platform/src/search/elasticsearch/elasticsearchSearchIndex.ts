// The distributed SearchIndex: Elasticsearch. The text is stored lower-cased in a `wildcard` field,
// the field type made for "contains" queries over short texts, so the answers match the embedded
// index's LIKE exactly (no stemming, no tokenizing).
import { Client, errors } from '@elastic/elasticsearch';
import { normalizeSearchText, type SearchDocument, type SearchIndex } from '../searchIndex';

/** Elasticsearch answers at most this many hits per search unless the index is configured otherwise. */
const MAX_RESULT_WINDOW = 10_000;

/** Wildcard syntax characters, escaped so that a search for 'a*b' finds 'a*b' only. */
const escapeWildcard = (text: string): string => text.replace(/[\\*?]/g, (c) => `\\${c}`);

interface BulkAnswer {
  errors: boolean;
  items: Record<string, { status: number; error?: { type: string; reason?: string } }>[];
}

/** The first failed item of a bulk request, ignoring the ones `ignore` accepts. */
const bulkFailure = (answer: BulkAnswer, ignore: (status: number) => boolean): string | null => {
  if (!answer.errors) return null;
  for (const item of answer.items) {
    const result = Object.values(item)[0];
    if (result?.error && !ignore(result.status)) return `${result.error.type}: ${result.error.reason ?? ''}`;
  }
  return null;
};

export class ElasticsearchSearchIndex implements SearchIndex {
  private readonly client: Client;
  private readonly created = new Map<string, Promise<void>>();

  /** `prefix` keeps this product's indices apart from others on a shared cluster. */
  constructor(url: string, private readonly prefix = 'wb_') {
    this.client = new Client({ node: url });
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
      operations: documents.flatMap((d) => [{ index: { _index, _id: d.id } }, { text: normalizeSearchText(d.text) }]),
    })) as unknown as BulkAnswer;
    const failure = bulkFailure(answer, () => false);
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

  async search(index: string, text: string, limit: number): Promise<string[]> {
    const wanted = normalizeSearchText(text);
    if (!wanted) return [];
    const answer = await this.client.search({
      index: this.indexName(index),
      size: Math.min(limit, MAX_RESULT_WINDOW),
      _source: false,
      query: { wildcard: { text: { value: `*${escapeWildcard(wanted)}*` } } },
    });
    return answer.hits.hits.flatMap((hit) => (hit._id === undefined ? [] : [hit._id]));
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
    return `${this.prefix}${index}`.toLowerCase();
  }

  private async createIndex(name: string): Promise<void> {
    try {
      await this.client.indices.create({ index: name, mappings: { properties: { text: { type: 'wildcard' } } } });
    } catch (err) {
      // Another process created it first.
      if (err instanceof errors.ResponseError && err.body?.error?.type === 'resource_already_exists_exception') return;
      throw err;
    }
  }
}
