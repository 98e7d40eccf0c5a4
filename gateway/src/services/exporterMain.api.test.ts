// The exporter process of the distributed mode starts over the stores its variables name, answers
// /healthz and /metrics, and stops cleanly (its own work folder under DATA_DIR removed).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, freePort, loadConfig, type TestDatabase } from '@wb/platform';
import { startExporterProcess } from './exporterMain';

describe('the exporter process (SERVICE=exporter)', () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('wbexporter');
    dataDir = await mkdtemp(path.join(tmpdir(), 'wbexporter-data-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz and /metrics while running, and leaves no work folder when stopped', async () => {
    const port = await freePort();
    const config = loadConfig({ SERVICE: 'exporter', PORT: String(port), DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(config.service).toBe('exporter');
    const running = await startExporterProcess(config, { host: '127.0.0.1' });
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await readdir(path.join(dataDir, 'exporter'))).toHaveLength(1);
    } finally {
      await running.stop();
    }
    expect(await readdir(path.join(dataDir, 'exporter'))).toEqual([]);
  });
});
