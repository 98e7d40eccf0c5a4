// Review links: a project member makes (or reuses) a scene's or a project's public review link. The
// url is 128 random bits and the passcode is hashed here, before decide sees them.
import { randomBytes } from 'node:crypto';
import { Calls, ReviewLinkLimits, type ReviewLink } from '@wb/contracts';
import { hashPassword } from '@wb/platform';
import { assetLookups } from '../assets/lookups';
import { actorOf, answer, commandCall, type CommandRoute } from '../shared/commandCall';
import type { CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { sceneAggregate } from '../scenes/domain/scene/aggregate';
import { reviewLinkAggregate, type LinkTarget } from './domain/reviewLink/aggregate';

interface LinkOptions {
  readonly regenerate?: boolean | undefined;
  readonly expiresOn?: string | null | undefined;
  readonly passcode?: string | null | undefined;
}

export const publicReviewRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const links = handlerOf(eventStore, reviewLinkAggregate);
  const projects = assetLookups(eventStore);

  /** Makes or reuses the target's link, and answers the live one. */
  const generate = async (meta: CommandMetadata, userID: number, target: LinkTarget, options: LinkOptions, found: () => Promise<{ projectID: string } | null>) => {
    // Made once per call, so a retry after a conflict writes the same url and hash.
    const reviewUrl = randomBytes(ReviewLinkLimits.tokenBytes).toString('hex');
    const passcodeHash = options.passcode === undefined || options.passcode === null ? options.passcode : await hashPassword(options.passcode);
    const expiresOn = options.expiresOn === undefined || options.expiresOn === null ? options.expiresOn : new Date(options.expiresOn).toISOString();
    const outcome = await links.handle(meta, target, async () => {
      const owner = await found();
      return {
        type: 'GenerateReviewLink',
        kind: target.kind,
        sceneID: target.kind === 'scene' ? target.sceneID : null,
        projectID: owner?.projectID ?? '',
        targetFound: owner !== null,
        reviewUrl,
        regenerate: options.regenerate ?? false,
        expiresOn,
        passcodeHash,
        userID,
        now: meta.time,
      };
    });
    const made = outcome.events[outcome.events.length - 1]?.data ?? outcome.state.link;
    // decide refuses a missing target and makes a link whenever there is no live one.
    if (!made) throw new Error('A review link was neither reused nor made');
    const link: ReviewLink = { reviewUrl: made.reviewUrl, expiresOn: made.expiresOn, hasPasscode: made.passcodeHash !== null };
    return answer(link, outcome.position);
  };

  return [
    commandCall(deps, Calls.scene.generateSceneReviewUrl, async (input, ctx, meta) =>
      generate(meta, actorOf(ctx).userID, { kind: 'scene', sceneID: input.sceneID }, input, async () => {
        const scene = await loadState(eventStore, sceneAggregate, input.sceneID);
        return scene === null || scene.deleted ? null : { projectID: scene.projectID };
      }),
    ),
    commandCall(deps, Calls.scene.generateProjectReviewUrl, async (input, ctx, meta) =>
      generate(meta, actorOf(ctx).userID, { kind: 'project', projectID: input.projectID }, input, async () =>
        (await projects.project(input.projectID)) === null ? null : { projectID: input.projectID },
      ),
    ),
  ];
};
