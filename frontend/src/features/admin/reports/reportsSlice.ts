import { createSlice } from '@reduxjs/toolkit';

// The Reports section: the content lock switch while its toggle is under way.
interface ReportsState {
  toggling: boolean;
}

const initialState: ReportsState = { toggling: false };

const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    contentLockToggleRequested(state) {
      state.toggling = true;
    },
    contentLockToggleFinished(state) {
      state.toggling = false;
    },
  },
});

export const { contentLockToggleRequested, contentLockToggleFinished } = reportsSlice.actions;
export default reportsSlice.reducer;

type State = { reports: ReportsState };
export const selectContentLockToggling = (s: State) => s.reports.toggling;
