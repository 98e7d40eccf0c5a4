import { defineClientArea } from '../../app/clientArea';
import { printCommentsRoutes } from './routes';

/** The printable page of a project's file and project comments (/printcomments). */
export const printCommentsArea = defineClientArea({ name: 'printComments', routes: printCommentsRoutes });
