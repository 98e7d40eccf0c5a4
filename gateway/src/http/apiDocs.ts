// /api/openapi.json and the browsable /api/docs, built from the registry on the first request and kept:
// building it walks every call's schemas (about two seconds), which every start of the product, and of
// each test's app, would otherwise pay for a page few ever open.
import express, { type Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument } from './openapi';

const DOCUMENT_PATH = '/api/openapi.json';

export const apiDocs = (publicUrl: string): Router => {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const router = express.Router();
  router.get(DOCUMENT_PATH, (_req, res) => {
    document ??= buildOpenApiDocument(publicUrl);
    res.json(document);
  });
  // The page fetches the document itself, so it is built only when the page is opened.
  router.use('/api/docs', swaggerUi.serve, swaggerUi.setup(undefined, { customSiteTitle: 'Whiteboard Studio API', swaggerOptions: { url: DOCUMENT_PATH } }));
  return router;
};
