import { defineClientArea } from '../../app/clientArea';
import { watchAuth } from './authSagas';
import auth from './authSlice';

/** Signing in and out, and the session. */
export const authArea = defineClientArea({ name: 'auth', reducers: { auth }, saga: watchAuth });
