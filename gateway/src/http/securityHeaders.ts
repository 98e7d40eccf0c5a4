// Web security headers. The CSP admits what the built React client and Swagger UI need: their own
// scripts, inline style attributes (Mantine sets them), images from data:/blob: URLs (thumbnails,
// previews) and https (avatars), and calls back to this origin only.
import helmet from 'helmet';

export const securityHeaders = (publicUrl: string) => {
  const https = publicUrl.startsWith('https:');
  return helmet({
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
};
