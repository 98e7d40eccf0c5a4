// The scene card a create, import or rename answers (the same shape getScene reads from the read
// model), folded from the scene's recorded events: the command side never reads a read model.
import type { RecordedEvent, Scene } from '@wb/contracts';
import type { SceneEvent } from './domain/scene';

export const sceneCardOf = (recorded: readonly RecordedEvent[]): Scene | null => {
  let card: Scene | null = null;
  // Each saved version's number and duration by key: a key made current brings them back.
  const versions = new Map<string, { version: number; duration: number }>();
  for (const raw of recorded) {
    const event = raw as unknown as SceneEvent & RecordedEvent;
    const time = event.metadata.time;
    if (event.type === 'SceneCreated') {
      const d = event.data;
      card = { sceneID: d.sceneID, projectID: d.projectID, documentVersion: 0, modified: time, createdOn: time, openComments: 0, comments: 0,
        data: { name: d.name, duration: d.duration, s3Key: '', dimensions: { width: d.width, height: d.height }, notes: '', thumbnail: '', labels: [], reviewUrl: null, timestamp: null } };
      continue;
    }
    if (card === null) continue;
    const data: Scene['data'] = card.data;
    switch (event.type) {
      case 'SceneRenamed': card = { ...card, data: { ...data, name: event.data.name } }; break;
      case 'SceneDurationChanged': card = { ...card, data: { ...data, duration: event.data.duration } }; break;
      case 'SceneThumbnailChanged': card = { ...card, data: { ...data, thumbnail: event.data.thumbnail } }; break;
      case 'SceneNotesChanged': card = { ...card, data: { ...data, notes: event.data.text } }; break;
      case 'SceneLabelAdded': card = { ...card, data: { ...data, labels: [...data.labels, event.data.labelID] } }; break;
      case 'SceneLabelRemoved': card = { ...card, data: { ...data, labels: data.labels.filter((l) => l !== event.data.labelID) } }; break;
      case 'SceneDeleted': return null;
      case 'SceneKeyChanged': {
        const saved = versions.get(event.data.s3Key);
        if (saved) card = { ...card, documentVersion: saved.version, data: { ...data, s3Key: event.data.s3Key, duration: saved.duration } };
        break;
      }
      case 'SceneDocumentSaved':
        versions.set(event.data.key, { version: event.data.version, duration: event.data.duration });
        card = { ...card, documentVersion: event.data.version, data: { ...data, s3Key: event.data.key, duration: event.data.duration, timestamp: time } };
        break;
      default: break;
    }
    card = { ...card, modified: time };
  }
  return card;
};
