// The integration events: the events other services react to, published on the Bus by the relay
// (platform's relayReactor), by topic. Every other event stays inside the event store. A topic is read
// by consumer groups (the exporter, review's notifications); a message's key is the event's stream,
// so one stream's events reach a consumer in order. Adding a type here publishes it from the next
// start on (the relay reads from its checkpoint, so earlier events of the type are not sent).
import type { EventType } from './catalogue';

export const IntegrationTopics = {
  /** Review notifies a project's members and subscribers; its pages live and die with the project. */
  projects: ['ProjectCreated', 'ProjectRenamed', 'ProjectArchived', 'ProjectRevived', 'ProjectDeleted', 'ProjectMemberJoined', 'ProjectSubscribed', 'ProjectUnsubscribed'],
  /** Review comments on a project's files and their versions. */
  files: ['FileUploaded', 'FileVersionAdded', 'FileDeleted', 'FileLinkedToProject', 'FileUnlinkedFromProject'],
  /** The exporter renders a scene's saved document. */
  scenes: ['SceneCreated', 'SceneDocumentSaved', 'SceneDurationChanged', 'SceneDeleted'],
  /** The exporter plans a requested export into parts (consumer group exporter). */
  exports: ['SceneExportRequested', 'ReviewFileExportRequested'],
  /** The exporter renders each part (consumer group exporter-chunks); keyed by the part's stream, parts spread over partitions. */
  exportChunks: ['ExportChunkRequested'],
} as const satisfies Readonly<Record<string, readonly EventType[]>>;

export type IntegrationTopic = keyof typeof IntegrationTopics;
