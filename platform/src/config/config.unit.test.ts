import { ConfigError, DEFAULT_ADMIN_EMAIL, loadConfig } from './config';

const failure = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected loadConfig to refuse the environment');
};

describe('loadConfig', () => {
  describe('with no variables set', () => {
    const config = loadConfig({});
    it('runs everything embedded with data in ./data', () => {
      expect(config).toMatchObject({
        port: 8080,
        dataDir: './data',
        databaseUrl: null,
        embeddedPgPort: 54329,
        eventStoreUrl: null,
        kafkaBrokers: [],
        elasticsearchUrl: null,
        mongodbUrl: null,
        service: 'embedded',
        oidc: null,
        googleSignIn: null,
        logLevel: 'info',
      });
    });
    it('derives the public URL from the port', () => {
      expect(config.publicUrl).toBe('http://localhost:8080');
      expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    });
    it('creates an admin that can sign in, with a generated password', () => {
      expect(config.adminEmail).toBe(DEFAULT_ADMIN_EMAIL);
      expect(config.adminPassword).toBeNull();
    });
  });

  it('reads every adapter variable', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/wb',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      KAFKA_BROKERS: 'kafka:9092,kafka2:9092',
      ELASTICSEARCH_URL: 'http://es:9200',
      MONGODB_URL: 'mongodb://mongo:27017/wb',
      PUBLIC_URL: 'https://wb.example.com/',
      SERVICE: 'query-api',
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'long enough',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/wb',
      eventStoreUrl: 'esdb://eventstore:2113?tls=false',
      kafkaBrokers: ['kafka:9092', 'kafka2:9092'],
      elasticsearchUrl: 'http://es:9200',
      mongodbUrl: 'mongodb://mongo:27017/wb',
      publicUrl: 'https://wb.example.com',
      service: 'query-api',
      adminEmail: 'boss@example.com',
      adminPassword: 'long enough',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: null });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['EMBEDDED_PG_PORT', '5432'],
    ['DATABASE_URL', 'mysql://db/wb'],
    ['EVENTSTORE_URL', 'http://eventstore:2113'],
    ['KAFKA_BROKERS', 'kafka'],
    ['BUS', 'rabbitmq'],
    ['ELASTICSEARCH_URL', 'es:9200'],
    ['MONGODB_URL', 'http://mongo'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['PUBLIC_URL', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
    ['SERVICE', 'everything'],
    ['OIDC_CONNECTION', 'has spaces'],
    ['S3_URL', 'minio:9000'],
    ['S3_BUCKET', 'Has_Capitals'],
    ['GOOGLE_ISSUER', 'accounts.google.com'],
    ['GOOGLE_CLIENT_ID', 'has spaces'],
  ])('stops on an invalid %s, naming it', (variable, value) => {
    const err = failure({ [variable]: value });
    expect(err.variable).toBe(variable);
    expect(err.message).toContain(variable);
  });

  it('chooses the bus: in-process by default, Kafka with KAFKA_BROKERS, PostgreSQL with BUS=postgres; refuses two answers', () => {
    expect(loadConfig({}).bus).toBe('in-process');
    expect(loadConfig({ KAFKA_BROKERS: 'kafka:9092' }).bus).toBe('kafka');
    expect(loadConfig({ BUS: 'postgres' }).bus).toBe('postgres');
    expect(loadConfig({ BUS: 'kafka', KAFKA_BROKERS: 'kafka:9092' }).bus).toBe('kafka');
    expect(failure({ BUS: 'kafka' })).toMatchObject({ variable: 'KAFKA_BROKERS', message: expect.stringContaining('is required when BUS is kafka') });
    expect(failure({ BUS: 'postgres', KAFKA_BROKERS: 'kafka:9092' })).toMatchObject({ variable: 'BUS', message: expect.stringContaining('must be kafka (or unset) when KAFKA_BROKERS is set') });
  });

  describe('single sign-on', () => {
    const oidc = { OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'client', OIDC_CLIENT_SECRET: 'secret' };
    it('is on when issuer, client id and secret are all set, under the connection name google by default', () => {
      expect(loadConfig(oidc).oidc).toEqual({ issuer: 'https://accounts.google.com', clientId: 'client', clientSecret: 'secret', connection: 'google' });
      expect(loadConfig({ ...oidc, OIDC_CONNECTION: 'corp' }).oidc?.connection).toBe('corp');
    });
    it('names the missing variable when only part of it is set', () => {
      expect(failure({ OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_ID: 'client' }).variable).toBe('OIDC_CLIENT_SECRET');
      expect(failure({ OIDC_CLIENT_SECRET: 'secret' }).variable).toBe('OIDC_ISSUER');
    });
  });

  describe('popup sign-in', () => {
    it("is on with a client id, at Google's issuer unless GOOGLE_ISSUER says otherwise", () => {
      expect(loadConfig({ GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com' }).googleSignIn).toEqual({ issuer: 'https://accounts.google.com', clientId: '123-abc.apps.googleusercontent.com' });
      expect(loadConfig({ GOOGLE_CLIENT_ID: 'client', GOOGLE_ISSUER: 'http://127.0.0.1:9000/' }).googleSignIn).toEqual({ issuer: 'http://127.0.0.1:9000/', clientId: 'client' });
    });
    it('names GOOGLE_CLIENT_ID when only the issuer is set', () => {
      expect(failure({ GOOGLE_ISSUER: 'https://accounts.google.com' }).variable).toBe('GOOGLE_CLIENT_ID');
    });
  });

  describe('blob storage', () => {
    it('is the local folder unless S3_URL is set; then bucket workspace and region us-east-1 by default', () => {
      expect(loadConfig({}).s3).toBeNull();
      expect(loadConfig({ S3_URL: 'http://minio:9000' }).s3).toEqual({ url: 'http://minio:9000', bucket: 'workspace', region: 'us-east-1', accessKeyId: null, secretAccessKey: null });
    });
    it('names the missing key variable when only one of the two is set', () => {
      expect(failure({ S3_URL: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id' }).variable).toBe('S3_SECRET_ACCESS_KEY');
    });
  });
});
