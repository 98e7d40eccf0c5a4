import { defineClientArea } from '../../app/clientArea';
import { watchAuth } from './authSagas';
import auth from './authSlice';
import { authRoutes } from './routes';

/** Signing in and out, and the session. */
export const authArea = defineClientArea({ name: 'auth', reducers: { auth }, saga: watchAuth, routes: authRoutes });
