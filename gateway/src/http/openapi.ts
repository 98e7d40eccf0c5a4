// The OpenAPI document, derived from the call registry so it can never list a path the routers lack.
import { OpenAPIRegistry, OpenApiGeneratorV31, zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  API_PREFIX,
  ApiErrorBody,
  EditorElement,
  AuthPaths,
  GoogleSignInInput,
  Headers,
  LoginInput,
  REPORTS_GRANT,
  Reports,
  SetPasswordInput,
  allCalls,
  describeAccess,
  grant,
  mayRefuse,
  openWithoutSession,
  reportPath,
  type CallDef,
} from '@wb/contracts';
import { z } from 'zod';
import { ANONYMOUS_BODY_BYTES, callBodyBound } from '@wb/platform';

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ApiErrorBody } } });

const registerCall = (registry: OpenAPIRegistry, call: CallDef) => {
  const positionHeader = z.string().regex(/^\d+$/).optional().describe('Global position of your last command; the answer waits until the read models have passed it.');
  registry.registerPath({
    method: call.method === 'GET' ? 'get' : 'post',
    path: `${API_PREFIX}${call.path}`,
    tags: [call.path.split('/')[1] ?? 'api', call.kind],
    summary: call.summary,
    description: `${call.kind === 'command' ? 'Command' : 'Query'}. ${describeAccess(call.access)}`,
    security: openWithoutSession(call.access) ? [] : [{ session: [] }],
    request:
      call.method === 'GET'
        ? { query: call.input instanceof z.ZodObject ? call.input : undefined }
        : {
            body: { content: { 'application/json': { schema: call.input } }, required: !call.input.isOptional() },
            headers:
              call.kind === 'command'
                ? z.object({ [Headers.idempotencyKey]: z.string().max(200).optional().describe('A repeated key returns the first answer and appends nothing.') })
                : z.object({ [Headers.minPosition]: positionHeader }),
          },
    responses: {
      200: {
        description: 'OK',
        headers:
          call.kind === 'command'
            ? { [Headers.position]: { description: 'Global position of the last event appended.', schema: { type: 'string' } } }
            : {
                [Headers.positionReached]: {
                  description: "'false' when answered before the read models passed X-Min-Position (the wait is bounded): ask again for your latest writes.",
                  schema: { type: 'string' },
                },
              },
        content: { 'application/json': { schema: call.output } },
      },
      400: errorResponse('Invalid input; `fields` names each refused field'),
      ...(openWithoutSession(call.access) ? {} : { 401: errorResponse('Not signed in') }),
      ...(mayRefuse(call.access) ? { 403: errorResponse('Missing grant, or a rule of the call not met') } : {}),
      ...(call.method === 'GET'
        ? {}
        : {
            413: errorResponse(`A body above ${callBodyBound(call)} bytes (${ANONYMOUS_BODY_BYTES} bytes without a session)`),
          }),
      ...(call.closedByContentLock ? { 423: errorResponse('The content lock is on: the asset library is closed') } : {}),
    },
  });
};

const registerSignIn = (registry: OpenAPIRegistry) => {
  registry.registerPath({
    method: 'post',
    path: AuthPaths.login,
    tags: ['auth'],
    summary: 'Sign in with email and password; sets the session cookie',
    request: { body: { content: { 'application/json': { schema: LoginInput } }, required: true } },
    responses: { 200: { description: 'Signed in' }, 400: errorResponse('Invalid input'), 401: errorResponse('Wrong email or password'), 429: errorResponse('Too many attempts') },
  });
  registry.registerPath({
    method: 'post',
    path: AuthPaths.setPassword,
    tags: ['auth'],
    summary: 'Set a password with a one-time link token',
    request: { body: { content: { 'application/json': { schema: SetPasswordInput } }, required: true } },
    responses: { 200: { description: 'Password set' }, 400: errorResponse('Invalid input or token') },
  });
  registry.registerPath({
    method: 'post',
    path: AuthPaths.logout,
    tags: ['auth'],
    summary: 'End the session',
    responses: { 200: { description: 'Signed out' } },
  });
  registry.registerPath({
    method: 'get',
    path: AuthPaths.initialize,
    tags: ['auth'],
    summary: 'Start single sign-on (OpenID Connect)',
    request: { query: z.object({ connection: z.string() }) },
    responses: { 302: { description: 'Redirect to the identity provider' }, 404: errorResponse('Single sign-on is not configured') },
  });
  registry.registerPath({
    method: 'get',
    path: AuthPaths.googleClientId,
    tags: ['auth'],
    summary: "The popup sign-in's client id at the identity provider (null: the popup sign-in is not configured)",
    responses: { 200: { description: '{googleClientID}', content: { 'application/json': { schema: z.object({ googleClientID: z.string().nullable() }) } } } },
  });
  registry.registerPath({
    method: 'get',
    path: AuthPaths.googleStart,
    tags: ['auth'],
    summary: 'Opened in the popup: issues a nonce bound to this browser and sends the popup on to the identity provider',
    responses: { 302: { description: 'Redirect to the identity provider' }, 424: errorResponse('The popup sign-in is not configured') },
  });
  registry.registerPath({
    method: 'post',
    path: AuthPaths.google,
    tags: ['auth'],
    summary: "Sign in with the identity provider's ID token (signature, issuer, audience, expiry and this browser's nonce checked); sets the session cookie",
    request: { body: { content: { 'application/json': { schema: GoogleSignInInput } }, required: true } },
    responses: {
      200: { description: 'Signed in' },
      400: errorResponse('Invalid input'),
      401: errorResponse('The token was refused, or no account has its email'),
      424: errorResponse('The popup sign-in is not configured, or the identity provider cannot be reached'),
      429: errorResponse('Too many attempts'),
    },
  });
};

/** The admin reports: files, not JSON, so not registry calls (contracts/src/reports/paths.ts). */
const registerReports = (registry: OpenAPIRegistry) => {
  for (const report of Reports) {
    const type = report.format === 'csv' ? 'text/csv' : 'application/zip';
    registry.registerPath({
      method: 'get',
      path: reportPath(report.id),
      tags: ['admin', 'report'],
      summary: `${report.label}: ${report.description}`,
      description: `Report download (attachment ${report.fileName}). ${describeAccess(grant(REPORTS_GRANT))}`,
      security: [{ session: [] }],
      responses: {
        200: { description: report.fileName, content: { [type]: { schema: { type: 'string', ...(report.format === 'zip' ? { format: 'binary' } : {}) } } } },
        401: errorResponse('Not signed in'),
        403: errorResponse('Missing grant'),
      },
    });
  }
};

/**
 * A recursive schema (a scene element holds elements) is a named component that refers to itself;
 * unnamed, the generator would expand it forever. The name is set on the schema object itself, the
 * one its own lazy getter returns.
 */
const nameRecursiveSchemas = () => {
  if (!zodToOpenAPIRegistry.has(EditorElement)) zodToOpenAPIRegistry.add(EditorElement, { _internal: { refId: 'EditorElement' } });
};

/** Builds the OpenAPI 3.1 document of every registry call and the sign-in endpoints. */
export const buildOpenApiDocument = (serverUrl: string) => {
  nameRecursiveSchemas();
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'wb_session' });
  for (const call of allCalls()) registerCall(registry, call);
  registerSignIn(registry);
  registerReports(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Whiteboard Studio API', version: '1.0.0', description: 'Every call of the product. Errors answer {"error": {"msg", "code", "fields"}}.' },
    servers: [{ url: serverUrl }],
  });
};
