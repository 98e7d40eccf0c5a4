// The project events other read models copy project names from.
import type { AnyRecordedEvent } from '@wb/contracts';

export type ProjectRenamed = Extract<AnyRecordedEvent, { type: 'ProjectRenamed' }>;
export type ProjectNamed = Extract<AnyRecordedEvent, { type: 'ProjectCreated' | 'ProjectRenamed' }>;

export const isProjectRenamed = (event: AnyRecordedEvent): event is ProjectRenamed => event.type === 'ProjectRenamed';
export const isProjectNamed = (event: AnyRecordedEvent): event is ProjectNamed => event.type === 'ProjectCreated' || event.type === 'ProjectRenamed';
