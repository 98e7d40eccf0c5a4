// The product's event mix at the scale of the million-event bench: people signing in; projects created,
// joined, subscribed, opened, renamed, linked, given due dates, some archived; their credits; files
// uploaded into them with new versions; file and scene comments with replies and resolutions; scenes
// whose documents are saved again and again; tracking of hours and word counts; personal tasks. Each
// project's activity is spread over rounds (one round a fortnight or so of the generated year), so a
// project's history interleaves with everyone else's as a real workspace's does. Every id is
// deterministic, so two generations of the same size are the same events (bar their event ids).
import type { AnyEvent } from '@wb/contracts';

/** One append: the events of one stream in one write, and who made them. */
export interface MixAppend {
  readonly stream: string;
  readonly userID: number | null;
  readonly events: readonly AnyEvent[];
}

export const MIX_USERS = 200;
const FOLDERS = 60;
const ROUNDS = 20;
const FILES_PER_PROJECT = 8;
const SCENES_PER_PROJECT = 4;
const TRACKING_PER_ROUND = 7;

const pad = (n: number): string => String(n).padStart(6, '0');
export const mixProjectID = (p: number): string => `p${pad(p)}`;
const fileID = (p: number, f: number): string => `f${pad(p)}-${f}`;
const sceneID = (p: number, s: number): string => `s${pad(p)}-${s}`;
const person = (n: number): number => (n % MIX_USERS) + 1;
const nameOf = (u: number): string => `Given${u} Family${u}`;
const TOPICS = ['Photosynthesis', 'Volcanoes', 'Fractions', 'Gravity', 'Water cycle', 'Cell division', 'Ancient Rome', 'Magnetism', 'Climate', 'Geometry', 'Tides'];
const projectName = (p: number): string => `${TOPICS[p % TOPICS.length]} lesson ${p}`;
/** A day of the generated year, as a tracking entry's date (YYYY-MM-DD). */
const dayOf = (round: number, n: number): string => new Date(Date.UTC(2025, 0, 1 + round * 18 + (n % 18))).toISOString().slice(0, 10);

function* people(): Generator<MixAppend> {
  for (let u = 1; u <= MIX_USERS; u++) {
    yield {
      stream: `user-${u}`,
      userID: 1,
      events: [
        { type: 'UserAdded', data: { userID: u, email: `person${u}@example.org`, givenName: `Given${u}`, familyName: `Family${u}` } },
        { type: 'GrantsAdded', data: { userID: u, grants: u === 1 ? ['root'] : u % 10 === 0 ? ['admin.reports', 'content.projects-edit'] : ['content.projects-edit'] } },
        ...(u % 3 === 0 ? [{ type: 'UserRoleAdded', data: { userID: u, role: 'Illustrator' } } as const] : []),
      ],
    };
  }
  for (let f = 1; f <= FOLDERS; f++) yield { stream: `folder-g${f}`, userID: 1, events: [{ type: 'FolderCreated', data: { projectGroupID: `g${f}`, name: `Course ${f}` } }] };
}

/** A project's first appends: the project, its credits, its files and scenes, a task. */
function* projectStart(p: number): Generator<MixAppend> {
  const projectID = mixProjectID(p);
  const owner = person(p);
  yield {
    stream: `project-${projectID}`,
    userID: owner,
    events: [
      { type: 'ProjectCreated', data: { projectID, name: projectName(p), groups: [`g${(p % FOLDERS) + 1}`], ownerUserID: owner } },
      { type: 'ProjectMemberJoined', data: { projectID, userID: person(p + 1) } },
      { type: 'ProjectMemberJoined', data: { projectID, userID: person(p + 2) } },
      { type: 'ProjectSubscribed', data: { projectID, userID: person(p + 1) } },
    ],
  };
  yield {
    stream: `credits-${projectID}`,
    userID: owner,
    events: [
      {
        type: 'CreditsCreated',
        data: {
          projectID,
          items: [
            { id: 'sec1', type: 'section', title: 'Our team' },
            { id: 'e1', type: 'entry', name: nameOf(person(p + 1)), role: 'Voiceover', attribution: false, shareAlike: false },
            { id: 'e2', type: 'entry', name: nameOf(person(p + 2)), role: 'Illustrator', attribution: true, shareAlike: false },
          ],
          partnerLogos: [],
          spacer: { height: 0 },
        },
      },
    ],
  };
  for (let f = 0; f < FILES_PER_PROJECT; f++) {
    const id = fileID(p, f);
    const type = f % 2 === 0 ? 'png' : 'svg';
    yield {
      stream: `file-${id}`,
      userID: owner,
      events: [
        {
          type: 'FileUploaded',
          data: {
            fileID: id,
            uuid: `00000000-0000-4000-8000-${String(p * 100 + f).padStart(12, '0')}`,
            name: `${projectName(p)} asset ${f}.${type}`,
            type,
            url: `/api/v1/blobs/bench/${id}.${type}`,
            size: 20_000 + f,
            projectID,
            projectAssetType: 'asset',
            userID: owner,
            userName: nameOf(owner),
          },
        },
      ],
    };
  }
  for (let s = 0; s < SCENES_PER_PROJECT; s++) {
    yield {
      stream: `scene-${sceneID(p, s)}`,
      userID: owner,
      events: [
        { type: 'SceneCreated', data: { sceneID: sceneID(p, s), projectID, name: `Scene ${s + 1}`, duration: 30, width: 1920, height: 1080, userID: owner, copiedFrom: null, importedFrom: null } },
      ],
    };
  }
  yield {
    stream: `task-t${pad(p)}`,
    userID: 1,
    events: [
      {
        type: 'TaskAssigned',
        data: { taskID: `t${pad(p)}`, creatorUserID: 1, text: `Record the voiceover of ${projectName(p)}`, notes: '', dueDate: '2025-06-30', projectID, assigneeUserID: person(p + 1) },
      },
    ],
  };
}

/** A project's activity in one round. */
function* projectRound(p: number, round: number): Generator<MixAppend> {
  const projectID = mixProjectID(p);
  const worker = person(p + round);
  const projectEvents: AnyEvent[] = [{ type: 'ProjectAccessed', data: { projectID, userID: worker } }];
  if (round === 3) projectEvents.push({ type: 'ProjectLinkAdded', data: { projectID, link: { type: 'doc', url: `https://docs.example.org/${projectID}`, name: 'Script' } } });
  if (round === 5) projectEvents.push({ type: 'ProjectDueDateSet', data: { projectID, dueDate: '2025-09-01' } });
  if (round === 7 && p % 4 === 0) projectEvents.push({ type: 'ProjectRenamed', data: { projectID, name: `${projectName(p)}: revised`, previousName: projectName(p) } });
  if (round === ROUNDS - 2 && p % 9 === 0) projectEvents.push({ type: 'ProjectArchived', data: { projectID } });
  yield { stream: `project-${projectID}`, userID: worker, events: projectEvents };

  const tracking: AnyEvent[] = Array.from({ length: TRACKING_PER_ROUND }, (_, n) => ({
    type: 'TrackingTaskUpdated' as const,
    data: { projectID, taskID: (round + n) % 6, userID: person(p + n), date: dayOf(round, p + n), hours: 1 + ((p + n) % 5) },
  }));
  if (round % 5 === 4) tracking.push({ type: 'TrackingWordCountUpdated', data: { projectID, wordCount: 100 * (round + 1) + (p % 50) } });
  yield { stream: `tracking-${projectID}`, userID: worker, events: tracking };

  for (let s = 0; s < SCENES_PER_PROJECT; s++) {
    const id = sceneID(p, s);
    const version = round + 1;
    const events: AnyEvent[] = [
      {
        type: 'SceneDocumentSaved',
        data: {
          sceneID: id,
          version,
          key: `scenes/${id}/v${version}.json`,
          hash: `${id}-${version}`.padEnd(64, '0'),
          bytes: 20_000 + version,
          elementCount: 40 + version,
          duration: 30,
          userID: worker,
          userName: nameOf(worker),
          restoredFrom: null,
          importedFrom: null,
        },
      },
    ];
    if (round === 10 && s === 0) events.push({ type: 'SceneRenamed', data: { sceneID: id, name: `Scene ${s + 1}: opening`, previousName: `Scene ${s + 1}` } });
    yield { stream: `scene-${id}`, userID: worker, events };
  }

  // Two files get a comment and a reply; the comment of the round before is resolved.
  for (let k = 0; k < 2; k++) {
    const f = (round * 2 + k) % FILES_PER_PROJECT;
    const file = fileID(p, f);
    const commentID = `c${pad(p)}-${round}-${k}`;
    const comment = (id: string, userID: number, parent: string | null): AnyEvent => ({
      type: 'CommentAdded',
      data: {
        commentID: id,
        projectID,
        fileID: file,
        fileVersion: 1,
        userID,
        text: parent ? 'Done, have a look.' : 'Could this be brighter?',
        timestamp: null,
        parentCommentID: parent,
        replyToCommentID: parent,
        annotations: [],
        anonymous: false,
        mentionedUserIDs: [],
      },
    });
    yield { stream: `filecomments-${file}`, userID: worker, events: [comment(commentID, worker, null), comment(`${commentID}r`, person(p + 1), commentID)] };
    if (round > 0) {
      // The resolution belongs to the earlier comment's file: its own stream.
      const earlier = fileID(p, ((round - 1) * 2 + k) % FILES_PER_PROJECT);
      yield {
        stream: `filecomments-${earlier}`,
        userID: worker,
        events: [{ type: 'CommentResolved', data: { commentID: `c${pad(p)}-${round - 1}-${k}`, projectID, fileID: earlier, userID: worker, resolved: true } }],
      };
    }
  }

  const scene = sceneID(p, round % SCENES_PER_PROJECT);
  const sceneComment = `sc${pad(p)}-${round}`;
  yield {
    stream: `scenecomments-${scene}`,
    userID: worker,
    events: [
      {
        type: 'SceneCommentAdded',
        data: {
          commentID: sceneComment,
          sceneID: scene,
          userID: worker,
          text: 'The title comes in too early.',
          timestamp: 1_500,
          parentCommentID: null,
          replyToCommentID: null,
          annotations: [],
          mentionedUserIDs: [],
          anonymous: false,
          sceneVersion: round + 1,
        },
      },
      ...(round % 2 === 1 ? [{ type: 'SceneCommentResolved', data: { commentID: sceneComment, sceneID: scene, userID: person(p), resolved: true } } as const] : []),
    ],
  };

  if (round % 4 === 2) {
    const file = fileID(p, round % FILES_PER_PROJECT);
    yield {
      stream: `file-${file}`,
      userID: worker,
      events: [{ type: 'FileVersionAdded', data: { fileID: file, url: `/api/v1/blobs/bench/${file}-v${round}.png`, size: 30_000 + round, userID: worker, userName: nameOf(worker) } }],
    };
  }
  if (round === 10)
    yield {
      stream: `task-t${pad(p)}`,
      userID: person(p + 1),
      events: [{ type: 'TaskStatusChanged', data: { taskID: `t${pad(p)}`, userID: person(p + 1), status: 2, completedOn: '2025-06-20T10:00:00.000Z' } }],
    };
}

/** Every append of the mix, in the order the workspace made them: exactly `total` events, cut in the last append. */
export function* millionMix(projects: number, total: number): Generator<MixAppend> {
  let left = total;
  const take = function* (appends: Iterable<MixAppend>): Generator<MixAppend> {
    for (const append of appends) {
      if (left <= 0) return;
      const events = append.events.slice(0, left);
      left -= events.length;
      yield { ...append, events };
    }
  };
  yield* take(people());
  for (let p = 1; p <= projects; p++) yield* take(projectStart(p));
  for (let round = 0; round < ROUNDS; round++) {
    for (let p = 1; p <= projects; p++) yield* take(projectRound(p, round));
    yield* take(Array.from({ length: MIX_USERS }, (_, u) => ({ stream: `user-${u + 1}`, userID: u + 1, events: [{ type: 'UserSignedIn', data: { userID: u + 1, method: 'password' } } as const] })));
  }
  if (left > 0) throw new Error(`the mix of ${projects} projects makes only ${total - left} of ${total} events`);
}
