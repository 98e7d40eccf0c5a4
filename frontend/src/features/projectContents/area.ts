import { defineClientArea } from '../../app/clientArea';
import { watchProjectContents } from './contentsSagas';
import projectContents from './contentsSlice';

/** The project contents page's settings: their commands and which of them wait for the server. */
export const projectContentsArea = defineClientArea({ name: 'projectContents', reducers: { projectContents }, saga: watchProjectContents });
