// Web security headers. The CSP admits what the built React client and Swagger UI need: their own
// scripts, inline style attributes (Mantine sets them), images from data:/blob: URLs (thumbnails,
// previews) and https (avatars), and calls back to this origin only.
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const API_PATHS = /^\/(api|auth)(\/|$)/;

/**
 * API answers hold one user's data: no browser or shared cache keeps them (a shared computer, a
 * proxy), error answers included. A route that may be cached says so itself, replacing this (stored
 * files, whose keys never change).
 */
const noStoreForApi = (req: Request, res: Response, next: NextFunction): void => {
  if (API_PATHS.test(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
};

export const securityHeaders = (publicUrl: string) => {
  const https = publicUrl.startsWith('https:');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        // Over plain http (the local default) upgrading would break every sub-resource.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
  return [headers, noStoreForApi];
};
