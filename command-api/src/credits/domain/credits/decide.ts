// The credits of a project (spec 002 section 4, Credits loading; section 7, Credits): created once
// (newCredits), then changed a part at a time (updateCredits: the items, the partner logos or the
// spacer, each replaced whole), the logos removed together, and credits.png recorded when drawn.
import { Messages, withLegacyLogo, type CreditItem, type CreditsSpacer, type PartnerLogo } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import { attachRefusal, type StoredLookup, type UploadUse } from '../../../uploads/domain/storedFile';
import { emptyCredits, type Credits, type CreditsEvent, type CreditsState } from './state';

export interface CreateCredits {
  readonly type: 'CreateCredits';
  readonly projectID: string;
  readonly projectFound: boolean;
  readonly items: readonly CreditItem[];
}

export interface UpdateCredits {
  readonly type: 'UpdateCredits';
  readonly projectID: string;
  readonly projectFound: boolean;
  readonly items?: readonly CreditItem[];
  readonly partnerLogos?: readonly PartnerLogo[];
  /** An older client's single logo: it becomes the first of the list. */
  readonly partnerLogo?: PartnerLogo | null;
  readonly spacer?: CreditsSpacer;
  /** What is stored at each logo address the credits do not hold yet (newLogoSources), read by the route. */
  readonly stored: ReadonlyMap<string, StoredLookup>;
  readonly actorID: number | null;
}

export interface RemovePartnerLogos {
  readonly type: 'RemovePartnerLogos';
  readonly projectID: string;
  readonly projectFound: boolean;
}

export interface RecordCreditsImage {
  readonly type: 'RecordCreditsImage';
  readonly projectID: string;
  readonly src: string;
  readonly blobKey: string;
  readonly width: number;
  readonly height: number;
}

/** The contents page's credit entries (spec 000 section 7): one entry added or removed at a time. */
export interface AddCreditEntry {
  readonly type: 'AddCreditEntry';
  readonly projectID: string;
  readonly projectFound: boolean;
  readonly id: string;
  readonly name: string;
  readonly role: string;
}

export interface RemoveCreditEntry {
  readonly type: 'RemoveCreditEntry';
  readonly projectID: string;
  readonly projectFound: boolean;
  readonly creditID: string;
}

export type CreditsCommand = CreateCredits | UpdateCredits | RemovePartnerLogos | RecordCreditsImage | AddCreditEntry | RemoveCreditEntry;

// Ours (the spec names none): a logo is an image its setter uploaded as a partner logo.
const LOGO: UploadUse = { field: 'data.partnerLogos', purpose: 'creditsLogo', otherPurpose: Messages.creditsLogoNotImage };

const projectNotFound = () => domainError('notFound', Messages.creditsProjectNotFound);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The logos a change would hold, given the credits as they are. */
const logosAfter = (command: UpdateCredits, state: CreditsState): readonly PartnerLogo[] =>
  command.partnerLogo ? withLegacyLogo(command.partnerLogos ?? state.partnerLogos, command.partnerLogo) : (command.partnerLogos ?? state.partnerLogos);

/** The logo addresses a change names that the credits do not hold yet: only these are checked. */
export const newLogoSources = (command: Pick<UpdateCredits, 'partnerLogos' | 'partnerLogo'>, state: Credits): string[] => {
  const held = new Set((state?.partnerLogos ?? []).map((l) => l.src));
  const named = [...(command.partnerLogo ? [command.partnerLogo] : []), ...(command.partnerLogos ?? [])].map((l) => l.src);
  return [...new Set(named)].filter((src) => !held.has(src));
};

const create = (command: CreateCredits, state: Credits): Decision<CreditsEvent> => {
  if (!command.projectFound) return projectNotFound();
  if (state !== null) return domainError('conflict', Messages.creditsExist);
  const { partnerLogos, spacer } = emptyCredits(command.projectID);
  return [{ type: 'CreditsCreated', data: { projectID: command.projectID, items: [...command.items], partnerLogos: [...partnerLogos], spacer } }];
};

const update = (command: UpdateCredits, saved: Credits): Decision<CreditsEvent> => {
  if (!command.projectFound) return projectNotFound();
  for (const src of newLogoSources(command, saved)) {
    const refused = attachRefusal(command.stored.get(src) ?? 'noFile', command.actorID, LOGO);
    if (refused) return refused;
  }
  const state = saved ?? emptyCredits(command.projectID);
  const projectID = command.projectID;
  const items = command.items ?? state.items;
  const partnerLogos = logosAfter(command, state);
  const spacer = command.spacer ?? state.spacer;
  // Credits saved before newCredits (another tab, an older client) are created with what was sent.
  if (saved === null) return [{ type: 'CreditsCreated', data: { projectID, items: [...items], partnerLogos: [...partnerLogos], spacer } }];
  const events: CreditsEvent[] = [];
  if (!same(items, state.items)) events.push({ type: 'CreditItemsChanged', data: { projectID, items: [...items] } });
  if (!same(partnerLogos, state.partnerLogos)) events.push({ type: 'CreditsPartnerLogosChanged', data: { projectID, partnerLogos: [...partnerLogos] } });
  if (!same(spacer, state.spacer)) events.push({ type: 'CreditsSpacerChanged', data: { projectID, spacer } });
  return events;
};

const removeLogos = (command: RemovePartnerLogos, state: Credits): Decision<CreditsEvent> => {
  if (!command.projectFound) return projectNotFound();
  if (state === null || state.partnerLogos.length === 0) return [];
  return [{ type: 'CreditsPartnerLogosRemoved', data: { projectID: command.projectID } }];
};

const recordImage = (command: RecordCreditsImage, state: Credits): Decision<CreditsEvent> => {
  if (state === null) return domainError('notFound', Messages.creditsNotFound);
  const { projectID, src, blobKey, width, height } = command;
  return [{ type: 'CreditsImageExported', data: { projectID, src, blobKey, width, height } }];
};

/**
 * An entry is added at the end of the credits (credits without any yet are created holding it; the
 * editor adds its default sections around it when opened). docs/decisions/projectContents.md.
 */
const addEntry = (command: AddCreditEntry, state: Credits): Decision<CreditsEvent> => {
  if (!command.projectFound) return projectNotFound();
  const { projectID, id, name, role } = command;
  const entry: CreditItem = { id, type: 'entry', name, role, attribution: false, shareAlike: false };
  if (state === null) {
    const { partnerLogos, spacer } = emptyCredits(projectID);
    return [{ type: 'CreditsCreated', data: { projectID, items: [entry], partnerLogos: [...partnerLogos], spacer } }];
  }
  const existing = state.items.find((i) => i.id === id);
  if (existing) return existing.type === 'entry' && existing.name === name && existing.role === role ? [] : domainError('conflict', Messages.creditEntryExists);
  return [{ type: 'CreditItemsChanged', data: { projectID, items: [...state.items, entry] } }];
};

const removeEntry = (command: RemoveCreditEntry, state: Credits): Decision<CreditsEvent> => {
  if (!command.projectFound) return projectNotFound();
  if (state === null || !state.items.some((i) => i.id === command.creditID && i.type === 'entry')) return domainError('notFound', Messages.creditEntryNotFound);
  return [{ type: 'CreditItemsChanged', data: { projectID: command.projectID, items: state.items.filter((i) => i.id !== command.creditID) } }];
};

export const decide = (command: CreditsCommand, state: Credits): Decision<CreditsEvent> => {
  switch (command.type) {
    case 'CreateCredits':
      return create(command, state);
    case 'UpdateCredits':
      return update(command, state);
    case 'RemovePartnerLogos':
      return removeLogos(command, state);
    case 'RecordCreditsImage':
      return recordImage(command, state);
    case 'AddCreditEntry':
      return addEntry(command, state);
    case 'RemoveCreditEntry':
      return removeEntry(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
