// The link request of the page that makes a review link: what the saga is doing, and its failure.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReviewKind } from './reviewPaths';

interface ReviewLinkState {
  /** The message of the last failed request, shown on the page; null otherwise. */
  failure: string | null;
}

const initialState: ReviewLinkState = { failure: null };

const reviewLinkSlice = createSlice({
  name: 'reviewLink',
  initialState,
  reducers: {
    reviewLinkRequested(state, _action: PayloadAction<{ kind: ReviewKind; id: string; name: string }>) {
      state.failure = null;
    },
    reviewLinkFailed(state, action: PayloadAction<string>) {
      state.failure = action.payload;
    },
  },
});

export const { reviewLinkRequested, reviewLinkFailed } = reviewLinkSlice.actions;
export const selectReviewLinkFailure = (state: { reviewLink: ReviewLinkState }): string | null => state.reviewLink.failure;
export default reviewLinkSlice.reducer;
