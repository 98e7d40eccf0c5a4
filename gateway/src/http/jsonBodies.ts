// JSON request bodies: 1 MB for every call, except a scene document save, whose document may reach
// SceneLimits.maxDocumentBytes. Its body may be twice that, so the save route measures the document
// itself (with the defaults the schema fills in) and refuses with the scene's own message and 413.
import express, { type RequestHandler } from 'express';
import { API_PREFIX, Calls, SceneLimits } from '@wb/contracts';

export const jsonBodies = (): RequestHandler[] => [
  express.json({ limit: SceneLimits.maxDocumentBytes * 2, type: (req) => (req.url ?? '').split('?')[0] === `${API_PREFIX}${Calls.editor.saveSceneDocument.path}` && /json/i.test(req.headers['content-type'] ?? '') }),
  express.json({ limit: '1mb' }),
];
