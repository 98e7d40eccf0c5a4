import { defineRoute, lazyPage } from '../router/clientRoute';
import { recorderFieldsOf } from './recorderPath';

const ScreenRecorderPage = lazyPage(() => import('./ScreenRecorderPage'), 'ScreenRecorderPage');

export const screenRecorderRoutes = [
  defineRoute({
    name: 'screenRecorder',
    path: '/exporter',
    fields: (_params, query) => recorderFieldsOf(query),
    title: 'Screen recorder',
    // What is recorded is the window: no app bar above the stage.
    hidesTopBar: true,
    screen: ({ version, autoplay, key }) => <ScreenRecorderPage version={version} autoplay={autoplay} accessKey={key} />,
  }),
];
