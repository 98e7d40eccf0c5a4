// The SearchIndex contract suite against Elasticsearch: the server named by ELASTICSEARCH_URL (e.g.
// http://localhost:9200), else one started with testcontainers when a Docker engine answers. Without
// either the suite is reported as skipped, with the reason.
import { externalServer } from '../../testing/externalServer';
import { testSearchIndex } from '../searchIndex.contract';
import { ElasticsearchSearchIndex } from './elasticsearchSearchIndex';

jest.setTimeout(180_000);

const server = externalServer({
  name: 'Elasticsearch adapter',
  urlVariable: 'ELASTICSEARCH_URL',
  // The image docker-compose.yml runs, single node without security, as there.
  image: 'docker.elastic.co/elasticsearch/elasticsearch:8.15.3',
  port: 9200,
  environment: { 'discovery.type': 'single-node', 'xpack.security.enabled': 'false', ES_JAVA_OPTS: '-Xms512m -Xmx512m' },
  url: (host, port) => `http://${host}:${port}`,
  readyPath: '/_cluster/health?wait_for_status=yellow',
});

if (server.available) {
  testSearchIndex(`Elasticsearch (${server.source === 'url' ? 'ELASTICSEARCH_URL' : 'testcontainers'})`, async () => {
    const index = new ElasticsearchSearchIndex(await server.start(), 'wbtest_');
    return {
      index,
      teardown: async () => {
        await index.close();
        await server.stop();
      },
    };
  });
} else {
  console.warn(server.reason);
  it.skip(server.reason, () => undefined);
}
