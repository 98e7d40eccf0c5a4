// /admin/createAutomationKey. The answer holds the key, so it must never be stored: the generic
// idempotency store keeps first answers as they are (commandCall), which would keep the key in plain
// text. A retry with the same Idempotency-Key is answered from the key's events instead, and its key
// is derived again from the database's secret (AutomationKeyStore.deriveKey), so the retry answers
// the same key without anything holding it (docs/decisions/automationKeys.md).
import { Calls, Headers, Messages, type CallInput, type NewAutomationKey } from '@wb/contracts';
import { ApiError, newAutomationKey, type AutomationKeyStore, type EventStore } from '@wb/platform';
import { actorOf, answer, type CommandRoute } from '../shared/commandCall';
import { metadataOf, newEntityId } from '../shared/commandMetadata';
import { handlerOf } from '../shared/handle';
import { automationKeyAggregate } from './domain/automationKey/aggregate';
import type { AutomationKeyEvent } from './domain/automationKey/state';

const DAY_MS = 24 * 60 * 60 * 1000;
/** As the idempotency store bounds it (shared/withIdempotency.ts). */
const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

type CreateInput = CallInput<typeof Calls.admin.createAutomationKey>;

const sameRequest = (made: Extract<AutomationKeyEvent, { type: 'AutomationKeyCreated' }>['data'], input: CreateInput): boolean =>
  made.name === input.name && [...made.scopes].sort().join() === [...input.scopes].sort().join() && Date.parse(made.expiresOn) - Date.parse(made.createdOn) === input.expiresInDays * DAY_MS;

export const createKeyRoute = (eventStore: EventStore, store: AutomationKeyStore): CommandRoute => {
  const keys = handlerOf(eventStore, automationKeyAggregate);
  const call = Calls.admin.createAutomationKey;
  return [
    call,
    async (rawInput, rawCtx) => {
      const input = rawInput as CreateInput;
      // An empty Idempotency-Key is no key (as for every command).
      const ctx = rawCtx.idempotencyKey === '' ? { ...rawCtx, idempotencyKey: null } : rawCtx;
      const { userID } = actorOf(ctx);
      if ((ctx.idempotencyKey?.length ?? 0) > MAX_IDEMPOTENCY_KEY_LENGTH) {
        throw new ApiError('validation', `${Headers.idempotencyKey} is too long`, { [Headers.idempotencyKey]: `At most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters` });
      }
      const meta = metadataOf(ctx);
      const keyID = newEntityId(meta, 'automationkey');
      const key = meta.idempotencyKey === null ? newAutomationKey() : await store.deriveKey(`${userID}|${meta.idempotencyKey}|${keyID}`);
      const expiresOn = new Date(Date.parse(meta.time) + input.expiresInDays * DAY_MS).toISOString();
      // The hash first: the key works once it is recorded as made, and a retry keeps the first row.
      await store.add({ keyID, key, scopes: input.scopes, expiresAt: new Date(expiresOn), name: input.name, system: false });
      let made;
      try {
        const outcome = await keys.handle(meta, keyID, () => ({ type: 'CreateAutomationKey', keyID, name: input.name, scopes: input.scopes, createdOn: meta.time, expiresOn, userID }));
        made = { event: outcome.events.find((e) => e.type === 'AutomationKeyCreated'), position: outcome.position };
      } catch (err) {
        // A key nobody will ever be handed; with an Idempotency-Key a retry may still hand it out.
        if (meta.idempotencyKey === null) await store.remove(keyID);
        throw err;
      }
      if (made.event === undefined) throw new ApiError('conflict', 'Someone else changed this at the same time. Please try again.');
      if (!sameRequest(made.event.data, input)) {
        throw new ApiError('requestKeyReused', Messages.requestKeyReused, { [Headers.idempotencyKey]: 'Already used for a different request' });
      }
      const body: NewAutomationKey = { keyID, key, expiresOn: made.event.data.expiresOn };
      return answer(body, made.position);
    },
  ];
};
