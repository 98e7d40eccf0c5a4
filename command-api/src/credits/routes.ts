// The credits commands: newCredits, updateCredits, removePartnerLogos, and getCreditsScreenshot,
// which draws credits.png (creditsImage.ts), stores it and records it.
import { Readable } from 'node:stream';
import { Calls, Messages, namesACreditsPart, type CallDef } from '@wb/contracts';
import { ApiError } from '@wb/platform';
import { assetLookups, inParallel } from '../assets/lookups';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { newBlobKey } from '../uploads/blobKey';
import { blobUrlOf } from '../uploads/store';
import { storedFileAt } from '../uploads/storedFiles';
import { creditsAggregate } from './domain/credits/aggregate';
import { newLogoSources } from './domain/credits/decide';
import { takeTurn } from './oneAtATime';

/** Blob heads read at once for one change of logos. */
const FILES_AT_ONCE = 8;

export interface CreditsImageDeps {
  /** A short-lived automation key of scope credits for the exporter page. */
  readonly issueKey: (projectID: string) => Promise<string>;
  /** The PNG of the exporter page for that key. */
  readonly draw: (projectID: string, key: string) => Promise<Buffer>;
}

export const creditsRoutes =
  (image: (deps: CommandDeps) => CreditsImageDeps) =>
  (deps: CommandDeps): CommandRoute[] => {
    const credits = handlerOf(deps.eventStore, creditsAggregate);
    const lookups = assetLookups(deps.eventStore);
    const projectFound = async (projectID: string) => (await lookups.project(projectID)) !== null;
    const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);
    const drawing = image(deps);

    return [
      route(Calls.project.newCredits, async (input, _ctx, meta) => {
        const found = await projectFound(input.projectID);
        const outcome = await credits.handle(meta, input.projectID, () => ({ type: 'CreateCredits', projectID: input.projectID, projectFound: found, items: input.data.items }));
        return answer(ok, outcome.position);
      }),
      route(Calls.project.updateCredits, async (input, ctx, meta) => {
        const actorID = actorOf(ctx).userID;
        if (!namesACreditsPart(input.data)) throw new ApiError('validation', Messages.creditsNothingToChange, { data: Messages.creditsNothingToChange });
        const found = await projectFound(input.projectID);
        // Only the logos the credits newly hold are read, against the state decide judges them on.
        const outcome = await credits.handle(meta, input.projectID, async (state) => {
          const sources = newLogoSources(input.data, state);
          const stored = await inParallel(sources, FILES_AT_ONCE, async (src) => [src, await storedFileAt(deps.blobs, src)] as const);
          return { type: 'UpdateCredits', projectID: input.projectID, projectFound: found, ...input.data, stored: new Map(stored), actorID };
        });
        return answer(ok, outcome.position);
      }),
      route(Calls.project.removePartnerLogos, async (input, _ctx, meta) => {
        const found = await projectFound(input.projectID);
        const outcome = await credits.handle(meta, input.projectID, () => ({ type: 'RemovePartnerLogos', projectID: input.projectID, projectFound: found }));
        return answer(ok, outcome.position);
      }),
      route(Calls.project.addCreditEntry, async (input, _ctx, meta) => {
        const found = await projectFound(input.projectID);
        const { projectID, id, name, role } = input;
        const outcome = await credits.handle(meta, projectID, () => ({ type: 'AddCreditEntry', projectID, projectFound: found, id, name, role }));
        return answer(ok, outcome.position);
      }),
      route(Calls.project.removeCreditEntry, async (input, _ctx, meta) => {
        const found = await projectFound(input.projectID);
        const { projectID, creditID } = input;
        const outcome = await credits.handle(meta, projectID, () => ({ type: 'RemoveCreditEntry', projectID, projectFound: found, creditID }));
        return answer(ok, outcome.position);
      }),
      route(Calls.project.getCreditsScreenshot, async (input, ctx, meta) => {
        const { userID } = actorOf(ctx);
        const { projectID } = input;
        if ((await loadState(deps.eventStore, creditsAggregate, projectID)) === null) throw new ApiError('notFound', Messages.creditsNotFound);
        const png = await takeTurn(async () => {
          let key: string | null = null;
          try {
            key = await drawing.issueKey(projectID);
            return await drawing.draw(projectID, key);
          } catch (err) {
            // The reason only, never the key (a browser error may quote the page's address).
            const said = err instanceof Error ? err.message : String(err);
            deps.logger.warn({ projectID, reason: key === null ? said : said.replaceAll(key, '[key]') }, 'credits image not drawn');
            throw new ApiError('unavailable', Messages.creditsExportFailed);
          }
        });
        const blobKey = newBlobKey('creditsImage', 'png');
        await deps.blobs.put(blobKey, Readable.from([png]), { contentType: 'image/png', metadata: { name: 'credits.png', userid: String(userID), purpose: 'creditsImage' } });
        const src = blobUrlOf(blobKey);
        const outcome = await credits.handle(meta, projectID, () => ({ type: 'RecordCreditsImage', projectID, src, blobKey, width: 1920, height: 1080 }));
        return answer({ src }, outcome.position);
      }),
    ];
  };
