// A deterministic mix of the events the file, comment and scene read models follow (about 1,000), as the
// product writes them and with the cases a batch must keep in order: a file uploaded, versioned, renamed
// twice, linked, unlinked and linked again, deleted; uploads of one person within the hour (a group)
// and after it; comments added twice under one id, resolved and opened again, edited, deleted and added
// again; a resolution before the add; scenes deleted with their comments and created again; names given
// twice; and a few events that cannot be applied (a null where a row needs a value), which are parked.
import type { AnyEvent } from '@wb/contracts';
import type { Harness } from './harness';

type Add = (stream: string, event: AnyEvent, userID?: number | null) => Promise<void>;

const PROJECTS = 6;
const FILES = 9;
const SCENES = 3;

const upload = (fileID: string, projectID: string | null, userID: number | null, n: number): AnyEvent => {
  const type = ['png', 'svg', 'mp4', 'PNG'][n % 4] ?? 'png';
  return {
    type: 'FileUploaded',
    data: {
      fileID,
      uuid: `u-${fileID}`,
      name: `${fileID}.${type}`,
      type,
      url: `/api/v1/blobs/asset/2026/03/${fileID}.${type.toLowerCase()}`,
      size: 100 + n,
      projectID,
      projectAssetType: n % 3 === 0 ? 'asset' : null,
      userID,
      userName: `User ${userID ?? 0}`,
    },
  };
};

const comment = (commentID: string, projectID: string, fileID: string | null, userID: number | null, parent: string | null = null): AnyEvent => ({
  type: 'CommentAdded',
  data: {
    commentID,
    projectID,
    fileID,
    fileVersion: fileID === null ? null : 1,
    userID: userID as number,
    text: `Comment ${commentID} `.repeat(commentID.length % 3 === 0 ? 30 : 1),
    timestamp: fileID?.endsWith('2') ? 90 : null,
    parentCommentID: parent,
    replyToCommentID: parent,
    annotations: parent ? [] : [{ id: 'b1', type: 'box', attributes: { x: 1, y: 2, width: 3, height: 4, stroke: '#ff0000', strokeWidth: 2 } }],
    anonymous: commentID.endsWith('3'),
    mentionedUserIDs: [userID ?? 1],
  },
});

const resolved = (commentID: string, projectID: string, fileID: string | null, userID: number, isResolved = true): AnyEvent => ({
  type: 'CommentResolved',
  data: { commentID, projectID, fileID, userID, resolved: isResolved },
});

const sceneComment = (commentID: string, sceneID: string, userID: number | null): AnyEvent => ({
  type: 'SceneCommentAdded',
  data: {
    commentID,
    sceneID,
    userID: userID as number,
    text: `Scene note ${commentID}`,
    timestamp: 1.5,
    parentCommentID: null,
    replyToCommentID: null,
    annotations: [],
    mentionedUserIDs: [],
    anonymous: false,
    sceneVersion: 1,
  },
});

const people = async (add: Add): Promise<void> => {
  for (let u = 1; u <= 12; u++) await add(`user-${u}`, { type: 'UserAdded', data: { userID: u, email: `u${u}@example.org`, givenName: `Given${u}`, familyName: `Family${u}` } });
};

/** A project's files, comments and scenes; `p` shifts who does what, so projects differ. */
const project = async (add: Add, p: number): Promise<void> => {
  const projectID = `p${p}`;
  await add(`project-${projectID}`, { type: 'ProjectCreated', data: { projectID, name: `Project ${p}`, groups: [], ownerUserID: p } });
  for (let f = 0; f < FILES; f++) {
    const fileID = `f${p}-${f}`;
    // Mostly the owner, within the hour; a server's own upload (no user); one kept out of the project until linked.
    const userID = f === 4 ? null : f % 4 === 3 ? p + 1 : p;
    await add(`file-${fileID}`, upload(fileID, f === 5 ? null : projectID, userID, f + p));
    await add(`filecomments-${fileID}`, comment(`c${p}-${f}`, projectID, fileID, (f % 5) + 1));
    await add(`filecomments-${fileID}`, comment(`c${p}-${f}r`, projectID, fileID, p, `c${p}-${f}`));
    await add(`filecomments-${fileID}`, resolved(`c${p}-${f}`, projectID, fileID, p));
  }
  for (let s = 0; s < SCENES; s++) {
    const sceneID = `s${p}-${s}`;
    await add(`scene-${sceneID}`, {
      type: 'SceneCreated',
      data: { sceneID, projectID, name: `Scene ${s}`, duration: 30, width: 1920, height: 1080, userID: p, copiedFrom: null, importedFrom: null },
    });
    for (let k = 0; k < 3; k++) await add(`scenecomments-${sceneID}`, sceneComment(`sc${p}-${s}-${k}`, sceneID, k + 1));
    await add(`scenecomments-${sceneID}`, { type: 'SceneCommentResolved', data: { commentID: `sc${p}-${s}-0`, sceneID, userID: p, resolved: true } });
  }
  await add(`projectcomments-${projectID}`, comment(`pc${p}`, projectID, null, p));
};

/** Later changes to a project's files, comments and scenes. */
const churn = async (add: Add, p: number, round: number): Promise<void> => {
  const projectID = `p${p}`;
  const f = (n: number) => `f${p}-${n}`;
  await add(`file-${f(0)}`, { type: 'FileVersionAdded', data: { fileID: f(0), url: `/api/v1/blobs/asset/2026/03/${f(0)}-v2.png`, size: 200, userID: p, userName: 'Again' } });
  await add(`file-${f(2)}`, { type: 'FileVersionAdded', data: { fileID: f(2), url: `/api/v1/blobs/asset/2026/03/${f(2)}-v2.mp4`, size: 300, userID: p, userName: 'Again' } });
  await add(`file-${f(1)}`, { type: 'FileRenamed', data: { fileID: f(1), name: 'first.svg', previousName: `${f(1)}.svg` } });
  await add(`file-${f(1)}`, { type: 'FileRenamed', data: { fileID: f(1), name: 'second.svg', previousName: 'first.svg' } });
  await add(`file-${f(5)}`, { type: 'FileLinkedToProject', data: { fileID: f(5), projectID, projectName: `Project ${p}` } });
  await add(`file-${f(6)}`, { type: 'FileUnlinkedFromProject', data: { fileID: f(6), projectID } });
  await add(`file-${f(6)}`, { type: 'FileLinkedToProject', data: { fileID: f(6), projectID, projectName: `Project ${p}` } });
  await add(`file-${f(7)}`, { type: 'FileLinkedToProject', data: { fileID: f(7), projectID: `p${(p % PROJECTS) + 1}`, projectName: 'Another' } });
  await add(`file-${f(8)}`, { type: 'FileDeleted', data: { fileID: f(8) } });
  // Uploads after the group's hour, by its uploader.
  await add(`file-${f(9 + 2 * round)}`, upload(f(9 + 2 * round), projectID, p, 9));
  await add(`file-${f(10 + 2 * round)}`, upload(f(10 + 2 * round), projectID, p, 10));
  // Opened again, resolved again; a reply's resolution; a resolution of a comment never added.
  await add(`filecomments-${f(0)}`, resolved(`c${p}-0`, projectID, f(0), p + 1, false));
  await add(`filecomments-${f(0)}`, resolved(`c${p}-0`, projectID, f(0), p + 2));
  await add(`filecomments-${f(1)}`, resolved(`c${p}-1`, projectID, f(1), p + 1, false));
  await add(`filecomments-${f(0)}`, resolved(`never-${p}`, projectID, f(0), p));
  await add(`filecomments-${f(2)}`, { type: 'CommentTextUpdated', data: { commentID: `c${p}-2`, projectID, fileID: f(2), text: 'Edited once' } });
  await add(`filecomments-${f(2)}`, { type: 'CommentTextUpdated', data: { commentID: `c${p}-2`, projectID, fileID: f(2), text: 'Edited twice' } });
  await add(`filecomments-${f(3)}`, { type: 'CommentsDeleted', data: { projectID, commentIDs: [`c${p}-3`, `c${p}-3r`] } });
  // Resolved before it is added (nothing to resolve yet), then added; the deleted id added again; an id added twice.
  const late = `late${p}-${round}`;
  await add(`filecomments-${f(3)}`, resolved(late, projectID, f(3), p));
  await add(`filecomments-${f(3)}`, comment(late, projectID, f(3), p));
  await add(`filecomments-${f(3)}`, comment(`c${p}-3`, projectID, f(3), p + 3));
  if (round === 0) await add(`filecomments-${f(4)}`, comment(`c${p}-4`, projectID, f(4), p + 4));
  await add(`filecomments-${f(3)}`, resolved(late, projectID, f(3), p + 1));
  // Resolved before it is added, and not after: it stays open.
  await add(`filecomments-${f(6)}`, resolved(`early${p}-${round}`, projectID, f(6), p));
  await add(`filecomments-${f(6)}`, comment(`early${p}-${round}`, projectID, f(6), p));
  // A scene deleted with its comments, a comment decided meanwhile, the scene created again.
  const sceneID = `s${p}-1`;
  await add(`scenecomments-${sceneID}`, { type: 'SceneCommentTextUpdated', data: { commentID: `sc${p}-1-1`, sceneID, text: 'Edited' } });
  await add(`scene-${sceneID}`, { type: 'SceneDeleted', data: { sceneID, projectID } });
  await add(`scenecomments-${sceneID}`, sceneComment(`sc${p}-1-9`, sceneID, 2));
  await add(`scene-${sceneID}`, {
    type: 'SceneCreated',
    data: { sceneID, projectID, name: 'Again', duration: 30, width: 1920, height: 1080, userID: p, copiedFrom: null, importedFrom: null },
  });
  await add(`scenecomments-${sceneID}`, sceneComment(`sc${p}-1-0`, sceneID, 3));
  await add(`scenecomments-${sceneID}`, { type: 'SceneCommentResolved', data: { commentID: `sc${p}-1-0`, sceneID, userID: p, resolved: true } });
  await add(`scenecomments-${sceneID}`, { type: 'SceneCommentResolved', data: { commentID: `sc${p}-1-0`, sceneID, userID: p + 1, resolved: false } });
  await add(`scenecomments-s${p}-2`, { type: 'SceneCommentsDeleted', data: { sceneID: `s${p}-2`, commentIDs: [`sc${p}-2-1`] } });
  await add(`scenecomments-s${p}-2`, sceneComment(`sc${p}-2-1`, `s${p}-2`, 4));
  await add(`scenecomments-s${p}-zz`, sceneComment(`sc${p}-zz`, `s${p}-zz`, 4));
  // Resolved before it is added: it stays open.
  await add(`scenecomments-s${p}-0`, { type: 'SceneCommentResolved', data: { commentID: `early-sc${p}-${round}`, sceneID: `s${p}-0`, userID: p, resolved: true } });
  await add(`scenecomments-s${p}-0`, sceneComment(`early-sc${p}-${round}`, `s${p}-0`, 4));
};

/** Events no read model can apply: each row they make needs the value they lack. */
const badEvents = async (add: Add): Promise<void> => {
  const bad = upload('bad-1', 'p1', 1, 1);
  await add('file-bad-1', { ...bad, data: { ...bad.data, name: null as unknown as string } } as AnyEvent);
  await add('filecomments-f1-0', comment('bad-c', 'p1', 'f1-0', null));
  await add('scenecomments-s1-0', sceneComment('bad-sc', 's1-0', null));
  // The same comment id again on a live scene: its row exists already.
  await add('scenecomments-s1-0', sceneComment('sc1-0-1', 's1-0', 5));
};

/** Appends the mix, its projects interleaved in rounds as a workspace's are; answers the last position. */
export const appendFileWorkload = async (h: Harness, rounds = 3): Promise<bigint> => {
  let last = 0n;
  let clock = 0;
  const add: Add = async (stream, event, userID = null) => {
    // Eleven minutes an event: a project's uploads in a round fall within an hour of their first.
    last = await h.append(stream, event, { time: new Date(Date.UTC(2026, 2, 1) + clock++ * 11 * 60_000).toISOString(), userID });
  };
  await people(add);
  for (let p = 1; p <= PROJECTS; p++) await project(add, p);
  await badEvents(add);
  for (let round = 0; round < rounds; round++) {
    for (let p = 1; p <= PROJECTS; p++) await churn(add, p, round);
    // The names given again, as a profile change would.
    if (round === 1) for (let u = 1; u <= 12; u += 3) await add(`user-${u}`, { type: 'UserAdded', data: { userID: u, email: 'x@example.org', givenName: `New${u}`, familyName: `Name${u}` } });
  }
  return last;
};
