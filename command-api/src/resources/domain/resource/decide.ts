// Resource rules (spec 001 sections 4-6): name, source link and copyright are required ('Please fill
// out the required fields.', naming each missing field); a new image is one the saver uploaded for a
// resource; a save sets the whole resource, its projects without those to remove; admins delete a
// resource, which stays listed as deleted.
import { CopyrightOptions, Messages, ResourceStatus, type Copyright, type ResourceData } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import { attachRefusal, type StoredLookup } from '../../../uploads/domain/storedFile';
import type { Resource, ResourceEvent } from './state';

/** A save as the dialog sends it: the required fields may be empty, which decide refuses. */
export interface ResourceDraft {
  readonly name: string;
  readonly data: Omit<ResourceData, 'copyright'> & { readonly copyright: Copyright | '' };
  readonly projectsToRemove: readonly string[];
}

/** `image`: what is stored at the draft's image address, read by the route; `actorID`: who saves. */
interface Saving {
  readonly draft: ResourceDraft;
  readonly image: StoredLookup;
  readonly actorID: number | null;
}

export type ResourceCommand = (Saving & { type: 'CreateResource'; resourceID: string }) | (Saving & { type: 'UpdateResource' }) | { type: 'DeleteResource' };

export const resourceNotFound = (): DomainError => domainError('notFound', Messages.resourceNotFound);

const REQUIRED = 'Required';

/** The required fields left empty, by the path the dialog flags them under. */
const missingFields = (draft: ResourceDraft): Record<string, string> => {
  const missing: Record<string, string> = {};
  if (draft.name.trim() === '') missing.name = REQUIRED;
  if (draft.data.link.trim() === '') missing['data.link'] = REQUIRED;
  if (!(CopyrightOptions as readonly string[]).includes(draft.data.copyright)) missing['data.copyright'] = REQUIRED;
  return missing;
};

/** The resource the draft describes, or the refusal naming the missing fields. */
const completed = (draft: ResourceDraft): { name: string; data: ResourceData } | DomainError => {
  const missing = missingFields(draft);
  const copyright = draft.data.copyright;
  if (Object.keys(missing).length > 0 || copyright === '') return domainError('validation', Messages.requiredFields, { fields: missing });
  const removed = new Set(draft.projectsToRemove);
  const projects = [...new Set(draft.data.projects)].filter((p) => !removed.has(p));
  return { name: draft.name, data: { ...draft.data, copyright, projects } };
};

const IMAGE = { field: 'data.image', purpose: 'resource', otherPurpose: Messages.imageNotAResourceImage } as const;

/**
 * Every holder of admin.resources reads a resource's image (the blob read follows the resource), so a
 * new one is an image the saver uploaded for a resource, never another person's upload. No image, or
 * the one the resource has, attaches nothing new.
 */
const imageRefusal = (command: Saving, current: string): DomainError | null => {
  const image = command.draft.data.image;
  return image === '' || image === current ? null : attachRefusal(command.image, command.actorID, IMAGE);
};

const create = (command: Extract<ResourceCommand, { type: 'CreateResource' }>, state: Resource): Decision<ResourceEvent> => {
  const resource = completed(command.draft);
  if ('kind' in resource) return resource;
  const imageRefused = imageRefusal(command, '');
  if (imageRefused) return imageRefused;
  // The same id again is a retried create (the id comes from the request key): nothing new to record.
  if (state !== null) return [];
  return [{ type: 'ResourceCreated', data: { resourceID: command.resourceID, ...resource } }];
};

const sameResource = (a: { name: string; data: ResourceData }, b: { name: string; data: ResourceData }): boolean => a.name === b.name && JSON.stringify(a.data) === JSON.stringify(b.data);

const update = (command: Extract<ResourceCommand, { type: 'UpdateResource' }>, state: Resource): Decision<ResourceEvent> => {
  if (state === null) return resourceNotFound();
  if (state.status === ResourceStatus.Deleted) return domainError('invalidState', Messages.resourceDeleted);
  const resource = completed(command.draft);
  if ('kind' in resource) return resource;
  const imageRefused = imageRefusal(command, state.data.image);
  if (imageRefused) return imageRefused;
  if (sameResource(resource, state)) return [];
  const kept = new Set(resource.data.projects);
  const projectsRemoved = state.data.projects.filter((p) => !kept.has(p));
  return [{ type: 'ResourceUpdated', data: { resourceID: state.resourceID, ...resource, projectsRemoved } }];
};

const remove = (state: Resource): Decision<ResourceEvent> => {
  if (state === null) return resourceNotFound();
  // Deleting twice (a double click, a retry) leaves it deleted: nothing to record, nothing to refuse.
  if (state.status === ResourceStatus.Deleted) return [];
  return [{ type: 'ResourceDeleted', data: { resourceID: state.resourceID } }];
};

export const decide = (command: ResourceCommand, state: Resource): Decision<ResourceEvent> => {
  switch (command.type) {
    case 'CreateResource':
      return create(command, state);
    case 'UpdateResource':
      return update(command, state);
    case 'DeleteResource':
      return remove(state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
