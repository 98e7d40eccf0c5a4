// A review that happened in March and April 2025, before the review turnaround read model existed, with
// every time known so the figures are exact (backwards.api.test.ts):
// Tides (p1), March: scene s1 comments c1 (resolved after 2 h) and c2 (5 h), a saved version, then c3
// (24 h): two rounds; scene s2 comment c4 (open): one round; file comment k1 (1 h), project comment k2
// (open). Median of 1, 2, 5, 24 = 3.5; 3 rounds over 2 scenes. April: c5 on s1 (0.5 h, no save since c3,
// so round 2 goes on: no new round), a reply to it, and k3 resolved then deleted (it leaves).
// Volcanoes (p2), April: project comments k4 (6 h) and k5 (resolved, opened again, resolved at 30 h).
import type { AnyEvent } from '@wb/contracts';

interface PastEvent {
  readonly stream: string;
  readonly event: AnyEvent;
  readonly time: string;
}

const T = (day: string, hour: string) => `2025-${day}T${hour}:00.000Z`;

const sceneComment = (commentID: string, sceneID: string, parentCommentID: string | null = null): AnyEvent => ({
  type: 'SceneCommentAdded',
  data: { commentID, sceneID, userID: 2, text: 'Please redraw', timestamp: null, parentCommentID, replyToCommentID: null, annotations: [], mentionedUserIDs: [], anonymous: false, sceneVersion: null },
});
const sceneResolved = (commentID: string, sceneID: string): AnyEvent => ({ type: 'SceneCommentResolved', data: { commentID, sceneID, userID: 3, resolved: true } });
const comment = (commentID: string, projectID: string, fileID: string | null): AnyEvent => ({
  type: 'CommentAdded',
  data: {
    commentID,
    projectID,
    fileID,
    fileVersion: fileID === null ? null : 1,
    userID: 2,
    text: 'Check the caption',
    timestamp: null,
    parentCommentID: null,
    replyToCommentID: null,
    annotations: [],
    anonymous: false,
    mentionedUserIDs: [],
  },
});
const resolved = (commentID: string, projectID: string, fileID: string | null, state = true): AnyEvent => ({
  type: 'CommentResolved',
  data: { commentID, projectID, fileID, userID: 3, resolved: state },
});
const scene = (sceneID: string, projectID: string): AnyEvent => ({
  type: 'SceneCreated',
  data: { sceneID, projectID, name: sceneID, duration: 10, width: 1920, height: 1080, userID: 2, copiedFrom: null, importedFrom: null },
});

export const pastReview: readonly PastEvent[] = [
  { stream: 'project-p1', event: { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Tides', groups: [], ownerUserID: 2 } }, time: T('03-01', '08:00') },
  { stream: 'project-p1', event: { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Tides and moons', previousName: 'Tides' } }, time: T('03-01', '08:05') },
  { stream: 'project-p2', event: { type: 'ProjectCreated', data: { projectID: 'p2', name: 'Volcanoes', groups: [], ownerUserID: 2 } }, time: T('03-01', '08:10') },
  { stream: 'scene-s1', event: scene('s1', 'p1'), time: T('03-02', '08:00') },
  { stream: 'scene-s2', event: scene('s2', 'p1'), time: T('03-02', '08:30') },
  { stream: 'scenecomments-s1', event: sceneComment('c1', 's1'), time: T('03-03', '09:00') },
  { stream: 'scenecomments-s1', event: sceneResolved('c1', 's1'), time: T('03-03', '11:00') },
  { stream: 'scenecomments-s1', event: sceneComment('c2', 's1'), time: T('03-04', '09:00') },
  { stream: 'scenecomments-s1', event: sceneResolved('c2', 's1'), time: T('03-04', '14:00') },
  { stream: 'filecomments-f1', event: comment('k1', 'p1', 'f1'), time: T('03-05', '09:00') },
  { stream: 'filecomments-f1', event: resolved('k1', 'p1', 'f1'), time: T('03-05', '10:00') },
  { stream: 'projectcomments-p1', event: comment('k2', 'p1', null), time: T('03-06', '09:00') },
  {
    stream: 'scene-s1',
    event: {
      type: 'SceneDocumentSaved',
      data: { sceneID: 's1', version: 1, key: 's1/1', hash: 'h', bytes: 10, elementCount: 1, duration: 10, userID: 2, userName: 'Edith Tester', restoredFrom: null, importedFrom: null },
    },
    time: T('03-08', '09:00'),
  },
  { stream: 'scenecomments-s1', event: sceneComment('c3', 's1'), time: T('03-10', '00:00') },
  { stream: 'scenecomments-s1', event: sceneResolved('c3', 's1'), time: T('03-11', '00:00') },
  { stream: 'scenecomments-s2', event: sceneComment('c4', 's2'), time: T('03-12', '00:00') },
  { stream: 'scenecomments-s1', event: sceneComment('c5', 's1'), time: T('04-01', '00:00') },
  { stream: 'scenecomments-s1', event: sceneComment('c5reply', 's1', 'c5'), time: T('04-01', '00:10') },
  { stream: 'scenecomments-s1', event: sceneResolved('c5', 's1'), time: T('04-01', '00:30') },
  { stream: 'projectcomments-p1', event: comment('k3', 'p1', null), time: T('04-01', '01:00') },
  { stream: 'projectcomments-p1', event: resolved('k3', 'p1', null), time: T('04-05', '05:00') },
  { stream: 'projectcomments-p1', event: { type: 'CommentsDeleted', data: { projectID: 'p1', commentIDs: ['k3'] } }, time: T('04-06', '00:00') },
  { stream: 'projectcomments-p2', event: comment('k4', 'p2', null), time: T('04-02', '00:00') },
  { stream: 'projectcomments-p2', event: resolved('k4', 'p2', null), time: T('04-02', '06:00') },
  { stream: 'projectcomments-p2', event: comment('k5', 'p2', null), time: T('04-03', '00:00') },
  { stream: 'projectcomments-p2', event: resolved('k5', 'p2', null), time: T('04-03', '12:00') },
  { stream: 'projectcomments-p2', event: resolved('k5', 'p2', null, false), time: T('04-03', '13:00') },
  { stream: 'projectcomments-p2', event: resolved('k5', 'p2', null), time: T('04-04', '06:00') },
];
