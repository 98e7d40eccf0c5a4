// The embedded PostgreSQL's URL: over the Unix socket in its data folder when the socket's path fits
// Linux's limit, else TCP loopback; pg reads the socket folder from the `host` parameter.
import { Client } from 'pg';
import { embeddedUrl, socketDirOf } from './embeddedPostgres';

/** What pg makes of a URL (no connection is opened). */
const parse = (url: string) => {
  const client = new Client({ connectionString: url });
  return { host: client.host, port: client.port, user: client.user, password: client.password, database: client.database };
};

describe('the embedded PostgreSQL URL', () => {
  it('puts the socket in the data folder when its path fits', () => {
    expect(socketDirOf('/tmp/wb-pg-abc/data', 40_123)).toBe('/tmp/wb-pg-abc/data');
  });

  it('falls back to TCP when the socket path would pass 107 bytes', () => {
    const deep = `/tmp/${'d'.repeat(95)}`;
    expect(socketDirOf(deep, 40_123)).toBeNull();
    expect(parse(embeddedUrl('pw', 40_123, null))).toMatchObject({ host: '127.0.0.1', port: 40_123, database: 'workspace' });
  });

  it('names the socket folder as the host pg connects to, with the port naming the socket file', () => {
    const config = parse(embeddedUrl('p@ss/word', 40_123, '/tmp/wb-pg-abc/data'));
    expect(config).toMatchObject({ host: '/tmp/wb-pg-abc/data', port: 40_123, user: 'postgres', password: 'p@ss/word', database: 'workspace' });
  });
});
