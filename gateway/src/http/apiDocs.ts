// /api/openapi.json and the browsable /api/docs, built once from the registry.
import express, { type Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument } from './openapi';

export const apiDocs = (publicUrl: string): Router => {
  const document = buildOpenApiDocument(publicUrl);
  const router = express.Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use('/api/docs', swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'Whiteboard Studio API' }));
  return router;
};
