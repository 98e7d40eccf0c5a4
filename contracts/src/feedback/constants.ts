// The feedback dialog's settings and bounds (spec 000 section 1 and spec 001's Feedback tab; the
// addresses and limits are ours, docs/decisions/errorLog.md).
export const FeedbackSettings = {
  /** The external forms the dialog links to: change them here (one place, built into the client). */
  featureRequestUrl: 'https://forms.gle/whiteboard-feature-request',
  bugReportUrl: 'https://forms.gle/whiteboard-bug-report',
  textMax: 5000,
  /** Forms one user may send an hour; more is refused (429). */
  perHour: 20,
  /** The most forms GET /v0/feedback_forms answers (newest first). */
  maxAnswered: 1000,
} as const;

/** The kinds of feedback the dialog's form sends as data.type. */
export const FEEDBACK_TYPES = ['feedback', 'featureRequest', 'bugReport'] as const;
