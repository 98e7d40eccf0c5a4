// Configuration from environment variables, validated once at start. With none set everything runs
// embedded and the data lives in ./data; each *_URL switches one port to its distributed adapter.
import { z } from 'zod';
import type { TrelloConfig } from '../cardBoard/trelloCardBoard';
import type { LearningSiteConfig } from '../learningSite/httpLearningSite';

export const SERVICES = ['embedded', 'gateway', 'command-api', 'query-api', 'projectors', 'exporter'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Never 5432: the embedded server must not collide with a PostgreSQL already on the machine. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

/** The first admin's address when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/** Which Bus carries integration events between services (BUS; Kafka when KAFKA_BROKERS is set). */
export const BUS_KINDS = ['in-process', 'postgres', 'kafka'] as const;
export type BusKind = (typeof BUS_KINDS)[number];

export interface OidcConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The name the login page sends as /auth/initialize?connection=<name>. */
  readonly connection: string;
}

/** The popup sign-in of a large identity provider (the login page's 'Sign in with Google'). */
export interface PopupSignInConfig {
  /** Where the provider's discovery document lives (`<issuer>/.well-known/openid-configuration`) and the `iss` its ID tokens carry. */
  readonly issuer: string;
  /** Our client id there: the `aud` its ID tokens for us carry. */
  readonly clientId: string;
}

/** Google's issuer: GOOGLE_ISSUER need only be set to point the popup at another provider (tests, a proxy). */
export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

export interface Config {
  readonly port: number;
  readonly dataDir: string;
  /** A PostgreSQL server to use instead of the embedded one. */
  readonly databaseUrl: string | null;
  readonly embeddedPgPort: number;
  /** When set, events live in EventStoreDB instead of PostgreSQL. */
  readonly eventStoreUrl: string | null;
  readonly kafkaBrokers: readonly string[];
  /** in-process (one process's own, the embedded default), postgres (the database's wb_bus schema) or kafka (KAFKA_BROKERS). */
  readonly bus: BusKind;
  readonly elasticsearchUrl: string | null;
  readonly mongodbUrl: string | null;
  /** When set, blobs live in this S3-compatible store instead of DATA_DIR/blobs. */
  readonly s3: S3Config | null;
  readonly adminEmail: string;
  /** When absent on first start, a random password is generated and printed once. */
  readonly adminPassword: string | null;
  readonly publicUrl: string;
  readonly oidc: OidcConfig | null;
  /** GOOGLE_CLIENT_ID (and GOOGLE_ISSUER); null: no popup sign-in. */
  readonly googleSignIn: PopupSignInConfig | null;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly service: ServiceName;
  /** Where the distributed edge sends command and query calls. */
  readonly commandApiUrl: string;
  readonly queryApiUrl: string;
  /** Bearer token that opens /metrics to a scraper that is not on this machine; null: loopback only. */
  readonly metricsToken: string | null;
  /** UPLOAD_QUOTA_BYTES: what each user's uploads may hold; null: the uploads' default. */
  readonly uploadQuotaBytes: number | null;
  /** The card board (Trello): TRELLO_KEY and TRELLO_TOKEN, at TRELLO_BASE_URL; null: not configured. */
  readonly trello: TrelloConfig | null;
  /** The learning site: LEARNING_BASE_URL (LEARNING_TOKEN sent as a bearer token when set); null: not configured. */
  readonly learning: LearningSiteConfig | null;
}

export interface S3Config {
  readonly url: string;
  readonly bucket: string;
  readonly region: string;
  /** Null: the SDK's usual sources (environment, instance role). */
  readonly accessKeyId: string | null;
  readonly secretAccessKey: string | null;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const port = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be a port (1-65535)').max(65535, 'must be a port (1-65535)');

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be a port (0-65535)').max(65535, 'must be a port (0-65535)').default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  EMBEDDED_PG_PORT: port.refine((p) => p !== 5432, 'must not be 5432 (kept for a system PostgreSQL)').default(DEFAULT_EMBEDDED_PG_PORT),
  EVENTSTORE_URL: z
    .string()
    .regex(/^(esdb|esdb\+discover|kurrentdb|kurrentdb\+discover):\/\/\S+$/, 'must be an esdb:// connection string')
    .optional(),
  KAFKA_BROKERS: z
    .string()
    .regex(/^[^\s,]+:\d+(,[^\s,]+:\d+)*$/, 'must be host:port[,host:port...]')
    .optional(),
  BUS: z.enum(BUS_KINDS, { error: `must be one of ${BUS_KINDS.join(', ')}` }).optional(),
  ELASTICSEARCH_URL: httpUrl.optional(),
  MONGODB_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// URL')
    .optional(),
  S3_URL: httpUrl.optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)')
    .default('workspace'),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email('must be an email address')).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  PUBLIC_URL: httpUrl.optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_CONNECTION: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be a short name (letters, digits, . _ -)')
    .default('google'),
  GOOGLE_ISSUER: httpUrl.optional(),
  // Google's client ids read <digits>-<letters>.apps.googleusercontent.com; another provider's may differ.
  GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[\x21-\x7e]{1,256}$/, 'must be a client id (printable ASCII without spaces)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
  SERVICE: z.enum(SERVICES, { error: `must be one of ${SERVICES.join(', ')}` }).default('embedded'),
  COMMAND_API_URL: httpUrl.default('http://command-api:8080'),
  QUERY_API_URL: httpUrl.default('http://query-api:8080'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(512)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  TRELLO_BASE_URL: httpUrl.default('https://api.trello.com'),
  TRELLO_KEY: z
    .string()
    .regex(/^[\w-]{1,256}$/, 'must be a Trello API key (letters, digits, - _)')
    .optional(),
  TRELLO_TOKEN: z
    .string()
    .regex(/^[\w-]{1,512}$/, 'must be a Trello token (letters, digits, - _)')
    .optional(),
  TRELLO_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int('must be a whole number').min(100, 'must be at least 100').max(60_000, 'must be at most 60000').default(5000),
  LEARNING_BASE_URL: httpUrl.optional(),
  LEARNING_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{1,1024}$/, 'must be printable ASCII without spaces')
    .optional(),
  LEARNING_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int('must be a whole number').min(100, 'must be at least 100').max(60_000, 'must be at most 60000').default(5000),
  UPLOAD_QUOTA_BYTES: z.coerce.number({ error: 'must be a number of bytes' }).int('must be a whole number of bytes').positive('must be above 0').optional(),
});

const OIDC_VARIABLES = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** An empty variable counts as unset, as in `FOO= npm start`. */
const withoutEmpty = (env: NodeJS.ProcessEnv): Record<string, string> => Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));

/** Reads and validates the environment; throws a ConfigError naming the first bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  const oidcSet = OIDC_VARIABLES.filter((v) => e[v] !== undefined);
  if (oidcSet.length > 0 && oidcSet.length < OIDC_VARIABLES.length) {
    const missing = OIDC_VARIABLES.find((v) => e[v] === undefined) as string;
    throw new ConfigError(missing, `is required when ${oidcSet.join(', ')} ${oidcSet.length > 1 ? 'are' : 'is'} set`);
  }
  if (e.GOOGLE_ISSUER !== undefined && e.GOOGLE_CLIENT_ID === undefined) throw new ConfigError('GOOGLE_CLIENT_ID', 'is required when GOOGLE_ISSUER is set');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY', 'is required when the other S3 key variable is set');
  }
  if ((e.TRELLO_KEY === undefined) !== (e.TRELLO_TOKEN === undefined)) {
    throw new ConfigError(e.TRELLO_KEY === undefined ? 'TRELLO_KEY' : 'TRELLO_TOKEN', 'is required when the other Trello variable is set');
  }
  if (e.BUS === 'kafka' && e.KAFKA_BROKERS === undefined) throw new ConfigError('KAFKA_BROKERS', 'is required when BUS is kafka');
  // Two answers to one question: which Bus the services share. A process on another Bus would miss every message.
  if (e.BUS !== undefined && e.BUS !== 'kafka' && e.KAFKA_BROKERS !== undefined) throw new ConfigError('BUS', `must be kafka (or unset) when KAFKA_BROKERS is set, not ${e.BUS}`);
  if (e.LEARNING_TOKEN !== undefined && e.LEARNING_BASE_URL === undefined) throw new ConfigError('LEARNING_BASE_URL', 'is required when LEARNING_TOKEN is set');
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    eventStoreUrl: e.EVENTSTORE_URL ?? null,
    kafkaBrokers: e.KAFKA_BROKERS ? e.KAFKA_BROKERS.split(',') : [],
    bus: e.BUS ?? (e.KAFKA_BROKERS ? 'kafka' : 'in-process'),
    elasticsearchUrl: e.ELASTICSEARCH_URL ?? null,
    mongodbUrl: e.MONGODB_URL ?? null,
    s3: e.S3_URL ? { url: e.S3_URL, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID ?? null, secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null } : null,
    adminEmail: e.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    oidc: e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, connection: e.OIDC_CONNECTION } : null,
    googleSignIn: e.GOOGLE_CLIENT_ID ? { issuer: e.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID } : null,
    logLevel: e.LOG_LEVEL,
    service: e.SERVICE,
    commandApiUrl: e.COMMAND_API_URL.replace(/\/+$/, ''),
    queryApiUrl: e.QUERY_API_URL.replace(/\/+$/, ''),
    metricsToken: e.METRICS_TOKEN ?? null,
    uploadQuotaBytes: e.UPLOAD_QUOTA_BYTES ?? null,
    trello: e.TRELLO_KEY && e.TRELLO_TOKEN ? { baseUrl: e.TRELLO_BASE_URL.replace(/\/+$/, ''), key: e.TRELLO_KEY, token: e.TRELLO_TOKEN, timeoutMs: e.TRELLO_TIMEOUT_MS } : null,
    learning: e.LEARNING_BASE_URL ? { baseUrl: e.LEARNING_BASE_URL.replace(/\/+$/, ''), token: e.LEARNING_TOKEN ?? null, timeoutMs: e.LEARNING_TIMEOUT_MS } : null,
  };
};
