// The staged publish's four calls (spec 001 sections 4 and 7): save the files, then link them to
// projects, kits and tags. Each call decides every file before it writes any (handleEach), so a bad
// file, project, kit, directory or tag answers its error and changes nothing.
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../../shared/commandCall';
import { newEntityId } from '../../shared/commandMetadata';
import type { CommandDeps } from '../../shared/deps';
import { handlerOf, lastPosition } from '../../shared/handle';
import { toApiError } from '../../shared/toApiError';
import { fileAggregate } from '../domain/file/aggregate';
import { projectNotFound } from '../domain/errors';
import { evolve } from '../domain/file/state';
import { assetLookups, unique } from '../lookups';
import { saveLooseFiles } from '../looseFiles';
import { byFile } from './byFile';

export const stagedRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const files = handlerOf(eventStore, fileAggregate);
  const lookups = assetLookups(eventStore);

  return [
    // The staged ids keep their own prefix, so the files a retried call makes stay the ones it made before.
    commandCall(deps, Calls.files.saveStagedFiles, (input, ctx, meta) => saveLooseFiles(deps, input.files, actorOf(ctx).userID, meta, 'staged-')),

    commandCall(deps, Calls.files.addProjectLinks, async (input, _ctx, meta) => {
      const wanted = byFile(input.files, (f) => f.projects);
      const projectIDs = unique([...wanted.values()].flat());
      const projects = new Map(await Promise.all(projectIDs.map(async (id) => [id, await lookups.project(id)] as const)));
      // An unknown project is the caller's mistake whichever file names it: refused before any file is read.
      if ([...projects.values()].some((p) => p === null)) throw toApiError(projectNotFound());
      const outcomes = await files.handleEach(
        meta,
        [...wanted].map(([id, ids]) => ({
          id,
          commandOf: () => ({ type: 'FileSteps' as const, steps: ids.map((projectID) => ({ type: 'LinkFileToProject' as const, projectID, project: projects.get(projectID) ?? null })) }),
        })),
      );
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),

    commandCall(deps, Calls.files.addKitLinks, async (input, _ctx, meta) => {
      const wanted = byFile(
        input.files,
        (f) => f.kits.map((k) => ({ kitID: k.kitID, directoryID: k.directoryID ?? null })),
        (k) => k.kitID,
      );
      const kitIDs = unique([...wanted.values()].flat().map((k) => k.kitID));
      const targets = new Map(await Promise.all(kitIDs.map(async (id) => [id, await lookups.kitTarget(id)] as const)));
      const entries = [...wanted];
      const outcomes = await files.handleEach(
        meta,
        entries.map(([id, kits]) => ({
          id,
          commandOf: () => ({
            type: 'FileSteps' as const,
            steps: kits.map((k) => ({
              type: 'LinkFileToKit' as const,
              target: targets.get(k.kitID) ?? { kitID: k.kitID, kit: null },
              linkID: newEntityId(meta, `staged-link-${id}-${k.kitID}`),
              directoryID: k.directoryID,
              index: null,
            })),
          }),
        })),
      );
      // Each file's link to each kit, as it stands after the call (a file already in a kit keeps its link).
      const links = outcomes.flatMap((o, i) => {
        const [fileID, kits] = entries[i] ?? ['', []];
        const state = o.events.reduce(evolve, o.state);
        return kits.map((k) => ({ fileID, kitID: k.kitID, linkID: state?.kits[k.kitID]?.linkID ?? '' }));
      });
      return answer({ links }, lastPosition(outcomes.map((o) => o.position)));
    }),

    commandCall(deps, Calls.files.addFileTagLinks, async (input, _ctx, meta) => {
      const wanted = byFile(input.files, (f) => [...input.tags, ...f.tags]);
      const tagIDs = unique([...wanted.values()].flat());
      const tags = new Map(await Promise.all(tagIDs.map(async (id) => [id, await lookups.tag(id)] as const)));
      const outcomes = await files.handleEach(
        meta,
        [...wanted].map(([id, ids]) => ({
          id,
          commandOf: () => ({ type: 'TagFile' as const, tags: ids.map((tagID) => ({ tagID, tag: tags.get(tagID) ?? null })) }),
        })),
      );
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),
  ];
};
