import { defineClientArea } from '../../app/clientArea';
import { watchLive } from './liveSagas';

/** Live updates: the server's change stream refreshes the server state it names. */
export const liveArea = defineClientArea({ name: 'live', saga: watchLive });
