// The scene area's refusals, as domain error values with the messages of contracts.
import { Messages, type ImportProblem } from '@wb/contracts';
import { domainError, type DomainError } from '../../shared/domain/domainError';

export const sceneNotFound = (): DomainError => domainError('notFound', Messages.sceneNotFound);
export const projectNotFound = (): DomainError => domainError('notFound', 'That project was not found.');
export const labelNotFound = (): DomainError => domainError('notFound', Messages.labelNotFound);
export const nameRequired = (): DomainError => domainError('validation', Messages.sceneNameRequired, { fields: { name: Messages.sceneNameRequired } });
export const staleVersion = (current: number): DomainError => domainError('staleSceneVersion', Messages.staleVersion, { details: { currentVersion: current } });
export const unknownKey = (): DomainError => domainError('validation', 'That document is not a saved version of this scene.', { fields: { s3Key: 'Not a saved version of this scene' } });
export const unknownVersion = (): DomainError => domainError('notFound', 'That version of the scene was not found.', { fields: { version: 'Not a saved version of this scene' } });
/** The document was stored for another version than the one this save makes: the route stores it again. */
export const versionMoved = (): DomainError => domainError('conflict', 'Someone else changed this at the same time. Please try again.');

/**
 * An SVG import with problems is refused whole (spec 002 section 8, "Whoops!"): the message is the
 * first problem's, and the details list every one so the dialog can show them all.
 */
export const importRefused = (problems: readonly ImportProblem[]): DomainError =>
  domainError('sceneImportRefused', problems[0]?.message ?? Messages.missingGroups, { details: { title: Messages.whoops, problems } });
