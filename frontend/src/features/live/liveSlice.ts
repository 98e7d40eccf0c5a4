import { createAction } from '@reduxjs/toolkit';

/** The server reported that these read models moved on (server-sent event `change`). */
export const readModelsChanged = createAction<string[]>('live/readModelsChanged');
