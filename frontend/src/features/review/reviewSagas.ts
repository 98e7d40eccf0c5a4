// The panel's commands, per source: a scene's comments go to /editor/..., a file's and the project's
// to /comments/... (fileID -1). Each refreshes its read model for the user's own feedback; everyone
// else's panels follow the live stream.
import { put, takeEvery } from 'redux-saga/effects';
import { Calls, PROJECT_LEVEL_FILE_ID, type ReadModelName } from '@wb/contracts';
import { callApi, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import type { ReviewSource } from './comments/sources';
import { commentDeleteRequested, commentEditRequested, commentResolveRequested, commentSaveRequested, reviewRequestFinished, type NewComment } from './reviewSlice';

const readModelOf = (source: ReviewSource): ReadModelName => (source.kind === 'scene' ? 'sceneComments' : 'fileComments');
const fileIDOf = (source: Exclude<ReviewSource, { kind: 'scene' }>) => (source.kind === 'file' ? source.fileID : PROJECT_LEVEL_FILE_ID);

function* saveComment(c: NewComment): Saga {
  const reply = c.parentCommentID !== null;
  const { source } = c;
  if (source.kind === 'scene') {
    const mentionedUsers = [...c.mentions.userIDs, ...(c.mentions.here ? (['here'] as const) : [])];
    yield* callApi(Calls.editor.saveSceneComment, {
      sceneID: source.sceneID,
      text: c.text,
      ...(c.time !== null && !reply ? { timestamp: c.time } : {}),
      ...(reply ? { parentCommentID: c.parentCommentID ?? undefined, replyToCommentID: c.replyToCommentID ?? undefined } : {}),
      annotations: c.shapes,
      mentionedUsers,
      anonymous: c.anonymous,
    });
    return;
  }
  const mentionedUsers = [...c.mentions.userIDs, ...(c.mentions.here ? (['@here'] as const) : [])];
  yield* callApi(Calls.comments.saveComment, {
    projectID: source.projectID,
    fileID: fileIDOf(source),
    data: {
      text: c.text,
      anonymous: c.anonymous,
      timestamp: reply ? null : c.time,
      parentCommentID: c.parentCommentID,
      replyToCommentID: c.replyToCommentID,
      annotations: c.shapes,
    },
    mentionedUsers,
  });
}

/** Runs one command of the panel and tells the panel how it went. */
function* request(requestID: string, source: ReviewSource, send: () => Saga): Saga {
  let ok = false;
  try {
    yield* send();
    ok = true;
    yield* refreshAfterOwnWrite([readModelOf(source)]);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(reviewRequestFinished({ requestID, ok }));
  }
}

export function* watchReview(): Saga {
  yield takeEvery(commentSaveRequested.type, function* ({ payload }: ReturnType<typeof commentSaveRequested>) {
    yield* request(payload.requestID, payload.source, () => saveComment(payload));
  });
  yield takeEvery(commentResolveRequested.type, function* ({ payload }: ReturnType<typeof commentResolveRequested>) {
    const { source, commentID, resolved } = payload;
    yield* request(payload.requestID, source, function* () {
      if (source.kind === 'scene') yield* callApi(Calls.editor.resolveSceneComment, { commentID, resolved });
      else if (resolved) yield* callApi(Calls.comments.resolveComment, { commentID });
      else yield* callApi(Calls.comments.unresolveComment, { commentID });
    });
  });
  yield takeEvery(commentEditRequested.type, function* ({ payload }: ReturnType<typeof commentEditRequested>) {
    const { source, commentID, text } = payload;
    yield* request(payload.requestID, source, function* () {
      if (source.kind === 'scene') yield* callApi(Calls.editor.updateSceneCommentText, { commentID, text });
      else yield* callApi(Calls.comments.updateCommentText, { commentID, text });
    });
  });
  yield takeEvery(commentDeleteRequested.type, function* ({ payload }: ReturnType<typeof commentDeleteRequested>) {
    const { source, commentID } = payload;
    yield* request(payload.requestID, source, function* () {
      // A comment's replies go with it (spec 002 section 3): the server deletes them.
      if (source.kind === 'scene') yield* callApi(Calls.editor.deleteSceneComments, { commentIDs: [commentID] });
      else yield* callApi(Calls.comments.deleteComments, { commentIDs: [commentID] });
    });
  });
}
