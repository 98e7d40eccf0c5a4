import { defineClientArea } from '../../app/clientArea';
import exports from './exportsSlice';
import { watchExports } from './exportsSagas';

/** Exports to MP4: starting them from the scenes dashboard and the project's files, their progress, downloads. */
export const exportsArea = defineClientArea({ name: 'exports', reducers: { exports }, saga: watchExports });
