// The exports area's refusals, as domain error values with the messages of contracts.
import { Messages } from '@wb/contracts';
import { domainError, type DomainError } from '../../shared/domain/domainError';
import type { LifecycleRefusals } from './lifecycle';

const notInProject = (field: string) => (): DomainError => domainError('validation', Messages.exportNotInProject, { fields: { [field]: Messages.exportNotInProject } });

export const sceneExportRefusals: LifecycleRefusals = {
  notFound: () => domainError('notFound', Messages.sceneExportNotFound, { fields: { sceneExportIDs: Messages.sceneExportNotFound } }),
  notInProject: notInProject('projectID'),
  nothingToRender: () => domainError('validation', Messages.sceneNotSaved, { fields: { sceneExportIDs: Messages.sceneNotSaved } }),
};

export const fileExportRefusals: LifecycleRefusals = {
  notFound: () => domainError('notFound', Messages.fileExportNotFound, { fields: { fileExportIDs: Messages.fileExportNotFound } }),
  notInProject: notInProject('projectID'),
  // A file export has nothing to render only when its file is gone (an import's refusals come first).
  nothingToRender: () => domainError('notFound', Messages.fileNotFound, { fields: { fileExportIDs: Messages.fileNotFound } }),
};

export const sceneNotFound = (field = 'sceneIDs'): DomainError => domainError('notFound', Messages.sceneNotFound, { fields: { [field]: Messages.sceneNotFound } });
export const fileNotFound = (): DomainError => domainError('notFound', Messages.fileNotFound, { fields: { fileIDs: Messages.fileNotFound } });
export const fileNotSvg = (): DomainError => domainError('validation', Messages.fileNotSvg, { fields: { fileIDs: Messages.fileNotSvg } });
export const fileNotInProject = (): DomainError => domainError('validation', Messages.fileNotInProject, { fields: { fileIDs: Messages.fileNotInProject } });
