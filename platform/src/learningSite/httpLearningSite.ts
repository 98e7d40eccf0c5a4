// The HTTP adapter of the learning-site port. The site answers GET /api/nodes?text=&limit= with
// {data: [{id, name}]} and GET /api/nodes/{id} with the node and its media (docs/decisions/learning.md).
// Each request is bounded in time (the answer read whole within timeoutMs, whether the site is slow,
// drips or never answers) and in size, and every failure becomes a LearningSiteFailure. The token goes
// in the Authorization header, never in a URL that could be logged.
import { z } from 'zod';
import { LearningSiteFailure, unconfiguredLearningSite, type LearningSite } from './learningSite';

export interface LearningSiteConfig {
  /** The site's address, or the local stand-in of the tests. */
  readonly baseUrl: string;
  /** Sent as a bearer token when set. */
  readonly token: string | null;
  /** The longest one request may take, its answer read whole. */
  readonly timeoutMs: number;
}

/** The site's answers are small (100 hits at most); a larger one is refused rather than read. */
const MAX_ANSWER_BYTES = 1024 * 1024;

const Hits = z.object({ data: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() })) });
const Node = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  url: z.string(),
  editUrl: z.string(),
  thumbnail: z.string().nullable().optional(),
  media: z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    data: z.object({ v: z.string().optional(), s3: z.string().optional(), $$: z.string().optional(), $: z.string().optional() }),
  }),
});

const readBounded = async (res: Response, maxBytes: number): Promise<string> => {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new LearningSiteFailure('failed', `answer of ${declared} bytes`);
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new LearningSiteFailure('failed', `answer above ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
};

export const httpLearningSite = (config: LearningSiteConfig, options: { maxBytes?: number } = {}): LearningSite => {
  const base = config.baseUrl.replace(/\/+$/, '');
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  const headers: Record<string, string> = { accept: 'application/json', ...(config.token === null ? {} : { authorization: `Bearer ${config.token}` }) };

  const get = async <T>(path: string, schema: z.ZodType<T, unknown>): Promise<T> => {
    const signal = AbortSignal.timeout(config.timeoutMs);
    let text: string;
    let status: number;
    try {
      const res = await fetch(`${base}${path}`, { signal, headers });
      status = res.status;
      text = await readBounded(res, maxBytes);
    } catch (err) {
      if (err instanceof LearningSiteFailure) throw err;
      if (signal.aborted) throw new LearningSiteFailure('timeout', `GET ${path} took over ${config.timeoutMs} ms`);
      throw new LearningSiteFailure('unreachable', `GET ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (status === 404) throw new LearningSiteFailure('notFound', `GET ${path}`);
    if (status < 200 || status >= 300) throw new LearningSiteFailure('failed', `GET ${path} answered ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new LearningSiteFailure('failed', `GET ${path} answered no JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new LearningSiteFailure('failed', `GET ${path} answered an unexpected shape`);
    return parsed.data;
  };

  return {
    configured: true,
    async search(text, limit) {
      const query = new URLSearchParams({ text, limit: String(limit) });
      const { data } = await get(`/api/nodes?${query.toString()}`, Hits);
      // The site is asked for limit; a site answering more is cut, so the product's bound holds.
      return data.slice(0, limit);
    },
    async node(nodeID) {
      const node = await get(`/api/nodes/${encodeURIComponent(nodeID)}`, Node);
      return { ...node, thumbnail: node.thumbnail ?? null };
    },
  };
};

/** The learning site the configuration names (LEARNING_BASE_URL), else one that says it is not configured. */
export const learningSiteFromConfig = (learning: LearningSiteConfig | null): LearningSite => (learning ? httpLearningSite(learning) : unconfiguredLearningSite);
