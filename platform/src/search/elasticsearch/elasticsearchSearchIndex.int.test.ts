// The SearchIndex contract suite against Elasticsearch, named by ELASTICSEARCH_URL (e.g.
// http://localhost:9200). Without it the suite is reported as skipped, with the reason.
import { testSearchIndex } from '../searchIndex.contract';
import { ElasticsearchSearchIndex } from './elasticsearchSearchIndex';

const url = process.env.ELASTICSEARCH_URL;

if (url) {
  testSearchIndex('Elasticsearch', async () => {
    const index = new ElasticsearchSearchIndex(url, 'wbtest_');
    return { index, teardown: () => index.close() };
  });
} else {
  const reason = 'Elasticsearch adapter: skipped because ELASTICSEARCH_URL is not set (no Elasticsearch server to test against)';
  console.warn(reason);
  it.skip(reason, () => undefined);
}
