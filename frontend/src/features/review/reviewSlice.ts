// The review panel's commands on their way: which requests are being sent and which succeeded (a
// composer clears its draft when its own request succeeds). The comments themselves are queries
// (reviewApi.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DrawnShape } from './annotations/shapes';
import type { ReviewSource } from './comments/sources';

export interface NewComment {
  requestID: string;
  source: ReviewSource;
  text: string;
  /** ms for scenes, a frame for videos, null otherwise. */
  time: number | null;
  parentCommentID: string | null;
  replyToCommentID: string | null;
  shapes: DrawnShape[];
  anonymous: boolean;
  mentions: { userIDs: number[]; here: boolean };
}

interface ReviewState {
  pending: string[];
  /** The latest requests that succeeded (a few: each composer only asks about its own last one). */
  succeeded: string[];
}

const KEPT = 20;
const initialState: ReviewState = { pending: [], succeeded: [] };

const reviewSlice = createSlice({
  name: 'review',
  initialState,
  reducers: {
    commentSaveRequested(state, action: PayloadAction<NewComment>) {
      state.pending.push(action.payload.requestID);
    },
    commentEditRequested(state, action: PayloadAction<{ requestID: string; source: ReviewSource; commentID: string; text: string }>) {
      state.pending.push(action.payload.requestID);
    },
    commentResolveRequested(state, action: PayloadAction<{ requestID: string; source: ReviewSource; commentID: string; resolved: boolean }>) {
      state.pending.push(action.payload.requestID);
    },
    commentDeleteRequested(state, action: PayloadAction<{ requestID: string; source: ReviewSource; commentID: string }>) {
      state.pending.push(action.payload.requestID);
    },
    reviewRequestFinished(state, action: PayloadAction<{ requestID: string; ok: boolean }>) {
      state.pending = state.pending.filter((id) => id !== action.payload.requestID);
      if (action.payload.ok) state.succeeded = [...state.succeeded, action.payload.requestID].slice(-KEPT);
    },
  },
});

export const { commentSaveRequested, commentEditRequested, commentResolveRequested, commentDeleteRequested, reviewRequestFinished } = reviewSlice.actions;
export default reviewSlice.reducer;

type State = { review: ReviewState };
export const selectRequestPending = (requestID: string | null) => (s: State) => requestID !== null && s.review.pending.includes(requestID);
export const selectRequestSucceeded = (requestID: string | null) => (s: State) => requestID !== null && s.review.succeeded.includes(requestID);
