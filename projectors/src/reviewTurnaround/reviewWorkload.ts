// A review workload for the replay and deploy tests: projects with scenes, comments on scenes, files and
// the projects themselves, replies, resolutions (some opened again), saved versions and deletions, spread
// over three months. Seeded, so every run appends the same events at the same times.
import type { AnyEvent } from '@wb/contracts';
import type { Harness } from '../testing/harness';
import { fileComment, fileResolved, projectCreated, sceneComment, sceneCreated, sceneResolved, sceneSaved } from './reviewEvents';

interface Step {
  readonly stream: string;
  readonly event: AnyEvent;
  readonly time: string;
}

/** A small linear congruential generator: the same numbers for the same seed. */
const seeded = (seed: number) => {
  let s = seed;
  return (n: number): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    // The high bits: the low bits of this generator repeat with a short period.
    return Math.floor((s / 2147483648) * n);
  };
};

export const reviewWorkload = (steps: number, seed = 21): Step[] => {
  const pick = seeded(seed);
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  let now = start;
  // Each step from 1 minute to 10 hours after the one before: about three months in 600 steps.
  const next = () => new Date((now += (1 + pick(600)) * 60_000)).toISOString();
  const out: Step[] = [];
  const scenes: { sceneID: string; version: number }[] = [];
  const open: { kind: 'scene' | 'file'; commentID: string; id: string; projectID: string }[] = [];
  for (let p = 1; p <= 3; p++) {
    out.push({ stream: `project-p${p}`, event: projectCreated(`p${p}`, `Project ${p}`), time: next() });
    for (let s = 1; s <= 2; s++) {
      scenes.push({ sceneID: `s${p}${s}`, version: 0 });
      out.push({ stream: `scene-s${p}${s}`, event: sceneCreated(`s${p}${s}`, `p${p}`), time: next() });
    }
  }
  for (let i = 1; i <= steps; i++) {
    const time = next();
    const roll = pick(10);
    const scene = scenes[pick(scenes.length)];
    const projectID = `p${1 + pick(3)}`;
    const target = open[pick(Math.max(open.length, 1))];
    if (roll < 3 && scene) {
      const commentID = `sc${i}`;
      out.push({ stream: `scenecomments-${scene.sceneID}`, event: sceneComment(commentID, scene.sceneID), time });
      open.push({ kind: 'scene', commentID, id: scene.sceneID, projectID: `p${scene.sceneID[1] ?? ''}` });
    } else if (roll < 5) {
      const commentID = `fc${i}`;
      const fileID = pick(2) === 0 ? null : `f${pick(4)}`;
      out.push({ stream: fileID === null ? `projectcomments-${projectID}` : `filecomments-${fileID}`, event: fileComment(commentID, projectID, fileID), time });
      open.push({ kind: 'file', commentID, id: fileID ?? '', projectID });
    } else if (roll < 7 && target) {
      // Resolved, or (one time in four) opened again.
      const state = pick(4) !== 0;
      const event = target.kind === 'scene' ? sceneResolved(target.commentID, target.id, state) : fileResolved(target.commentID, target.projectID, target.id === '' ? null : target.id, state);
      out.push({ stream: `thread-${target.id}`, event, time });
    } else if (roll < 8 && target) {
      const event: AnyEvent =
        target.kind === 'scene'
          ? { type: 'SceneCommentsDeleted', data: { sceneID: target.id, commentIDs: [target.commentID] } }
          : { type: 'CommentsDeleted', data: { projectID: target.projectID, commentIDs: [target.commentID] } };
      out.push({ stream: `thread-${target.id}`, event, time });
    } else if (roll < 9 && target?.kind === 'scene') {
      out.push({ stream: `scenecomments-${target.id}`, event: sceneComment(`re${i}`, target.id, target.commentID), time });
    } else if (scene) {
      scene.version += 1;
      out.push({ stream: `scene-${scene.sceneID}`, event: sceneSaved(scene.sceneID, scene.version), time });
    }
  }
  return out;
};

/** Appends the steps in order; answers the last position. */
export const appendSteps = async (h: Harness, steps: readonly Step[]): Promise<bigint> => {
  let last = 0n;
  for (const { stream, event, time } of steps) last = await h.append(stream, event, { time });
  return last;
};
