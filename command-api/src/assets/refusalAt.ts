// A refusal decided on one item of a call (its fields named as the item names them: url, name, size)
// answered where the call's input has them: `files.3.url` and, as the input validation does for a
// refused part of a field, `files` itself.
import type { DomainError } from '../shared/domain/domainError';

export const refusalAt = (error: DomainError, pathOf: (field: string) => readonly string[]): DomainError => {
  if (!error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const [top = field, ...part] = pathOf(field);
    fields[[top, ...part].join('.')] = message;
    if (part.length > 0) fields[top] ??= `${part.join('.')}: ${message}`;
  }
  return { ...error, fields };
};

/** The fields of the item at `index` of the list `list` (addFilesToKit's files). */
export const inList =
  (list: string, index: number) =>
  (field: string): readonly string[] => [list, String(index), field];
