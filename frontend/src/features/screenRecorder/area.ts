import { defineClientArea } from '../../app/clientArea';
import { screenRecorderRoutes } from './routes';

/** The screen-recording exporter (/exporter): plays chosen scenes or files with a pop-out controller. */
export const screenRecorderArea = defineClientArea({ name: 'screenRecorder', routes: screenRecorderRoutes });
