// The FileSearchIndex contract suite against Elasticsearch: the server named by ELASTICSEARCH_URL, else
// one started with testcontainers when a Docker engine answers. Without either the suite is reported
// as skipped, with the reason.
import { randomUUID } from 'node:crypto';
import { externalServer } from '../../testing/externalServer';
import { testFileSearchIndex } from '../fileSearchIndex.contract';
import { ElasticsearchFileSearchIndex } from './elasticsearchFileSearchIndex';

jest.setTimeout(180_000);

const server = externalServer({
  name: 'Elasticsearch file search adapter',
  urlVariable: 'ELASTICSEARCH_URL',
  // The image docker-compose.yml runs, single node without security, as there.
  image: 'docker.elastic.co/elasticsearch/elasticsearch:8.15.3',
  port: 9200,
  environment: { 'discovery.type': 'single-node', 'xpack.security.enabled': 'false', ES_JAVA_OPTS: '-Xms512m -Xmx512m' },
  url: (host, port) => `http://${host}:${port}`,
  readyPath: '/_cluster/health?wait_for_status=yellow',
});

if (server.available) {
  testFileSearchIndex(`Elasticsearch (${server.source === 'url' ? 'ELASTICSEARCH_URL' : 'testcontainers'})`, async () => {
    const url = await server.start();
    const made: ElasticsearchFileSearchIndex[] = [];
    return {
      fresh: async () => {
        const index = new ElasticsearchFileSearchIndex(url, `wbtest_${randomUUID().replace(/-/g, '')}_`);
        made.push(index);
        return index;
      },
      teardown: async () => {
        for (const index of made) {
          await index.drop();
          await index.close();
        }
        await server.stop();
      },
    };
  });
} else {
  console.warn(server.reason);
  it.skip(server.reason, () => undefined);
}
