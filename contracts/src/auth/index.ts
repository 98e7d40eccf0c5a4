// The auth area: sign-in and sign-out endpoints (outside the call registry: they set the session).
import { defineArea } from '../kernel/area';
import { AuthErrorCode } from './errors';
import { AuthMessages } from './messages';

export * from './paths';

export const authArea = defineArea({ name: 'auth', errors: AuthErrorCode, messages: AuthMessages });
