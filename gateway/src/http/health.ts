// /healthz: 200 only when every dependency answers within a short time, else 503 naming the failing one.
import type { Request, Response } from 'express';

export type HealthCheck = () => Promise<boolean>;

const TIMEOUT_MS = 2000;

const answers = async (check: HealthCheck): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
};

export const healthHandler = (checks: Record<string, HealthCheck>) => async (_req: Request, res: Response) => {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => answers(checks[name] as HealthCheck)));
  const failing = names.filter((_, i) => !results[i]);
  res.setHeader('Cache-Control', 'no-store');
  if (failing.length === 0) res.status(200).json({ ok: true });
  else res.status(503).json({ ok: false, failing });
};
