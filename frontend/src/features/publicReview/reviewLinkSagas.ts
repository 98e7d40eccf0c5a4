// Makes (or reuses) a scene's or project's review link, then replaces the page with the link's public
// review page: the dashboard's Review opened this in a new tab.
import { put, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, redirectTo, reportError, type Saga } from '../../app/sagaHelpers';
import { reviewPagePath } from './reviewPaths';
import { reviewLinkFailed, reviewLinkRequested } from './reviewLinkSlice';

function* makeLink(action: ReturnType<typeof reviewLinkRequested>): Saga {
  const { kind, id, name } = action.payload;
  try {
    const link = kind === 'scene' ? yield* callApi(Calls.scene.generateSceneReviewUrl, { sceneID: id }) : yield* callApi(Calls.scene.generateProjectReviewUrl, { projectID: id });
    yield* redirectTo(reviewPagePath(kind, name, link.reviewUrl));
  } catch (e) {
    yield put(reviewLinkFailed(toApiError(e).message));
    yield* reportError(e);
  }
}

export function* watchReviewLinks(): Saga {
  yield takeLatest(reviewLinkRequested.type, makeLink);
}
