import { defineClientArea } from '../../app/clientArea';
import { watchErrorReporting } from './errorReportingSagas';

/** Client errors (window.onerror, unhandled rejections, the error boundary) sent to the error log. */
export const errorReportingArea = defineClientArea({ name: 'errorReporting', saga: watchErrorReporting });
