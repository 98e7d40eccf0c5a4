// The command API process of the distributed mode: every command call, and sign-in (which opens
// sessions: password, one-time links and single sign-on).
import express from 'express';
import { cardBoardFromConfig, learningSiteFromConfig, SESSION_COOKIE, sessionCookieOptions, type Config } from '@wb/platform';
import { createCommandApi } from '@wb/command-api';
import { oidcRouter } from '../auth/oidc';
import { signInNotice } from '../signInNotice';
import { startService } from './serviceShell';

export const startCommandApiService = (config: Config, options: { host?: string } = {}) =>
  startService(
    config,
    {
      name: 'command-api',
      async build({ logger, backing }) {
        const commandApi = await createCommandApi({
          eventStore: backing.eventStore,
          pool: backing.pool,
          logger,
          publicUrl: config.publicUrl,
          blobs: backing.blobs,
          documents: backing.documents,
          uploadQuotaBytes: config.uploadQuotaBytes ?? undefined,
          cardBoard: cardBoardFromConfig(config.trello),
          learningSite: learningSiteFromConfig(config.learning),
        });
        const ensured = await commandApi.ensureAdmin(config.adminEmail, config.adminPassword ?? undefined);
        if (ensured.created) {
          logger.info(signInNotice(config.publicUrl, { email: config.adminEmail, created: true, ...(ensured.password ? { generatedPassword: ensured.password } : {}) }));
        }
        const api = express.Router();
        api.use('/api', commandApi.router);
        return {
          routers: [
            commandApi.authRouter,
            commandApi.uploadRouter,
            oidcRouter({
              oidc: config.oidc,
              popup: config.googleSignIn,
              publicUrl: config.publicUrl,
              logger,
              signIn: (email, requestId) => commandApi.signInWithOidc(email, requestId),
              setSessionCookie: (res, sessionId) => res.cookie(SESSION_COOKIE, sessionId, sessionCookieOptions(config.publicUrl.startsWith('https:'))),
            }),
            api,
          ],
        };
      },
    },
    options,
  );
