import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { RenderRequest } from '../lifecycle';
import { sceneExportAggregate } from './aggregate';
import type { SceneExportEvent } from './state';

const { given } = deciderSpec(sceneExportAggregate);
const sceneExportID = 'e-1';
const scene = { sceneID: 's-1', projectID: 'p-1', name: 'Intro' };
const request: RenderRequest = { projectID: 'p-1', userID: 2, notify: false, documentKey: 's-1/3', width: 1920, height: 1080, durationMs: 12_000, name: 'Intro' };
const added: SceneExportEvent = { type: 'SceneExportAdded', data: { sceneExportID, sceneID: 's-1', projectID: 'p-1', sceneName: 'Intro', userID: 2, createdOn: '2026-11-27T10:00:00.000Z' } };
const requested = (attempt: number): SceneExportEvent => ({ type: 'SceneExportRequested', data: { sceneExportID, sceneID: 's-1', ...request, attempt } });
const result = { url: '/api/v1/blobs/exportVideo/2026/11/x.mp4', blobKey: 'exportVideo/2026/11/x.mp4', size: 1000, frames: 360, durationMs: 12_000 };
const completed: SceneExportEvent = { type: 'SceneExportCompleted', data: { sceneExportID, ...result, completedOn: '2026-11-27T10:05:00.000Z' } };
const failed: SceneExportEvent = { type: 'SceneExportFailed', data: { sceneExportID, reason: 'Chromium crashed', failedOn: '2026-11-27T10:05:00.000Z' } };

describe('adding a scene export', () => {
  it('records the scene, its project and name', () => {
    given([]).when({ type: 'AddSceneExport', sceneExportID, scene, userID: 2, createdOn: '2026-11-27T10:00:00.000Z' }).then([added]);
  });
  it('refuses a scene that does not exist (or was deleted)', () => {
    given([]).when({ type: 'AddSceneExport', sceneExportID, scene: null, userID: 2, createdOn: 'now' }).thenFails('notFound', Messages.sceneNotFound);
  });
  it('adds nothing again when retried', () => {
    given([added]).when({ type: 'AddSceneExport', sceneExportID, scene, userID: 2, createdOn: 'later' }).then([]);
  });
});

describe('requesting a scene export', () => {
  const ask = (extra: Partial<{ projectID: string; sceneFound: boolean; request: RenderRequest | null }> = {}) => ({
    type: 'RequestSceneExport' as const,
    projectID: 'p-1',
    sceneFound: true,
    request,
    ...extra,
  });
  it('requests the first attempt with the saved document', () => {
    given([added])
      .when(ask())
      .then([requested(1)]);
  });
  it('refuses a scene never saved with the message that says so', () => {
    const error = given([added])
      .when(ask({ request: null }))
      .thenFails('validation', Messages.sceneNotSaved);
    expect(error.fields).toEqual({ sceneExportIDs: Messages.sceneNotSaved });
  });
  it('refuses an export of another project', () => {
    given([added])
      .when(ask({ projectID: 'p-2' }))
      .thenFails('validation', Messages.exportNotInProject);
  });
  it('refuses an unknown export', () => {
    given([]).when(ask()).thenFails('notFound', Messages.sceneExportNotFound);
  });
  it('refuses a scene deleted since the export was added', () => {
    given([added])
      .when(ask({ sceneFound: false, request: null }))
      .thenFails('notFound', Messages.sceneNotFound);
  });
  it('starts nothing new while rendering or once completed', () => {
    given([added, requested(1)])
      .when(ask())
      .then([]);
    given([added, requested(1), completed])
      .when(ask())
      .then([]);
  });
  it('tries again after a failure, as the next attempt', () => {
    given([added, requested(1), failed])
      .when(ask())
      .then([requested(2)]);
  });
});

describe('the exporter reporting on a scene export', () => {
  it('records progress only when it moved on', () => {
    const progressed: SceneExportEvent = { type: 'SceneExportProgressed', data: { sceneExportID, framesDone: 30, framesTotal: 360 } };
    given([added, requested(1)])
      .when({ type: 'ReportExportProgress', framesDone: 30, framesTotal: 360 })
      .then([progressed]);
    given([added, requested(1), progressed])
      .when({ type: 'ReportExportProgress', framesDone: 30, framesTotal: 360 })
      .then([]);
    given([added, requested(1), completed])
      .when({ type: 'ReportExportProgress', framesDone: 60, framesTotal: 360 })
      .then([]);
  });
  it('completes once: a second completion records nothing', () => {
    given([added, requested(1)])
      .when({ type: 'CompleteExport', result, completedOn: '2026-11-27T10:05:00.000Z' })
      .then([completed]);
    given([added, requested(1), completed])
      .when({ type: 'CompleteExport', result, completedOn: 'later' })
      .then([]);
  });
  it('refuses to complete an export never requested', () => {
    given([added]).when({ type: 'CompleteExport', result, completedOn: 'now' }).thenFails('invalidState');
  });
  it('records a failure while rendering, and none after completion', () => {
    given([added, requested(1)])
      .when({ type: 'FailExport', reason: 'Chromium crashed', failedOn: '2026-11-27T10:05:00.000Z' })
      .then([failed]);
    given([added, requested(1), completed])
      .when({ type: 'FailExport', reason: 'late', failedOn: 'now' })
      .then([]);
  });
  it('still records a completion that arrives after a failure (its MP4 is there)', () => {
    given([added, requested(1), failed])
      .when({ type: 'CompleteExport', result, completedOn: '2026-11-27T10:05:00.000Z' })
      .then([completed]);
  });
});

describe('launching the exporter again', () => {
  it('requests an export still rendering as a new attempt of the same document', () => {
    given([added, requested(1)])
      .when({ type: 'RequeueExport' })
      .then([requested(2)]);
  });
  it('leaves completed, failed and never requested exports as they are', () => {
    given([added]).when({ type: 'RequeueExport' }).then([]);
    given([added, requested(1), completed])
      .when({ type: 'RequeueExport' })
      .then([]);
    given([added, requested(1), failed])
      .when({ type: 'RequeueExport' })
      .then([]);
  });
});
