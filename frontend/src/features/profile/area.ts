import { defineClientArea } from '../../app/clientArea';
import { watchProfile } from './profileSagas';
import profile from './profileSlice';
import { profileRoutes } from './routes';

/** The signed-in user's profile (spec 000 section 2): details, avatar, degrees, roles, password, and their tasks. */
export const profileArea = defineClientArea({ name: 'profile', reducers: { profile }, saga: watchProfile, routes: profileRoutes });
