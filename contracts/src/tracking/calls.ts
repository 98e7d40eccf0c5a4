// The tracking calls (spec 000 section 7, Projects): hours per production task type per user per day,
// and the project's word count. Changing them is for the project's members, or for holders of project
// edit; reading them for anyone who may open projects (docs/decisions/tracking.md).
import { z } from 'zod';
import { grant, grantAnd } from '../kernel/access';
import { id, ok, userID } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { hoursInput, taskIDInput, trackingDateInput, wordCountInput } from './fields';
import { TrackingAnswer } from './models';

const memberOrEditor = grantAnd('content.projects-view', 'a member of the project, or a holder of content.projects-edit');
const projectID = id;

const tracking = {
  updateTask: defineCall({
    path: '/tracking/updateTask',
    method: 'POST',
    kind: 'command',
    access: memberOrEditor,
    summary: "Set a user's hours on a production task type (0..5) on a day: one entry per (task type, user, date); hours -24..24",
    input: z.object({ projectID, taskID: taskIDInput, userID, hours: hoursInput, date: trackingDateInput }),
    output: ok,
  }),
  removeTask: defineCall({
    path: '/tracking/removeTask',
    method: 'POST',
    kind: 'command',
    access: memberOrEditor,
    summary: "Remove the project's entries of a task type; userID and date, when given, narrow it to one user or one day (404 when none match)",
    input: z.object({ projectID, taskID: taskIDInput, userID: userID.optional(), date: trackingDateInput.optional() }),
    output: ok,
  }),
  updateWordCount: defineCall({
    path: '/tracking/updateWordCount',
    method: 'POST',
    kind: 'command',
    access: memberOrEditor,
    summary: "Set the project's word count (a whole number, not zero)",
    input: z.object({ projectID, wordCount: wordCountInput }),
    output: ok,
  }),
  getUserTasks: defineCall({
    path: '/tracking/getUserTasks',
    method: 'POST',
    kind: 'query',
    reads: ['tracking'],
    access: grant('content.projects-view'),
    summary: "Tracking entries with totals: a project's (projectID), or a user's across projects (userID; the caller's own when neither is named)",
    input: z.object({ projectID: projectID.optional(), userID: userID.optional() }).prefault({}),
    output: TrackingAnswer,
  }),
} as const;

export const trackingCalls = { tracking } as const;
