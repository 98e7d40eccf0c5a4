// An /api or /auth path no router claimed: a JSON 404, never the client's HTML.
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@wb/platform';

export const apiNotFound = () => (req: Request, _res: Response, next: NextFunction) => next(new ApiError('notFound', `There is no call ${req.method} ${req.baseUrl}${req.path}.`));
