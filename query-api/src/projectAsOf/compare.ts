// What changed between two snapshots of a project (pure): per section, each thing added, removed, or
// changed with the fields that differ, before and after.
import { AsOfSections, type AsOfChange, type ProjectSnapshot } from '@wb/contracts';

type Section = (typeof AsOfSections)[number];
type Item = Readonly<Record<string, unknown>>;

/** A section's things by id, with what a person calls each. */
type Keyed = Map<string, { label: string; item: Item }>;

const cut = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

const keyed = (snapshot: ProjectSnapshot, section: Section): Keyed => {
  switch (section) {
    case 'card':
      return new Map(snapshot.card ? [['card', { label: snapshot.card.name, item: snapshot.card }]] : []);
    case 'members':
      return new Map(snapshot.members.map((m) => [String(m.userID), { label: m.name, item: m }]));
    case 'files':
      return new Map(snapshot.files.map((f) => [f.fileID, { label: f.name, item: f }]));
    case 'comments':
      return new Map(snapshot.comments.map((c) => [c.commentID, { label: cut(c.text), item: c }]));
    case 'scenes':
      return new Map(snapshot.scenes.map((s) => [s.sceneID, { label: s.name, item: s }]));
    case 'tasks':
      return new Map(snapshot.tasks.map((t) => [t.taskID, { label: cut(t.text), item: t }]));
    case 'tracking':
      return new Map(snapshot.tracking.map((e) => [`${e.taskID}|${e.user.userID}|${e.date}`, { label: `${e.user.name}, ${e.date}`, item: e }]));
    default: {
      const _exhaustive: never = section;
      return _exhaustive;
    }
  }
};

/** Values are plain JSON (from the events), so their JSON text tells equal from different. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const changedFields = (before: Item, after: Item): AsOfChange['fields'] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));

export const compareSnapshots = (from: ProjectSnapshot, to: ProjectSnapshot): AsOfChange[] =>
  AsOfSections.flatMap((section) => {
    const [before, after] = [keyed(from, section), keyed(to, section)];
    const changes: AsOfChange[] = [];
    for (const [id, was] of before) {
      const now = after.get(id);
      if (!now) changes.push({ section, change: 'removed', id, label: was.label, fields: [] });
      else {
        const fields = changedFields(was.item, now.item);
        if (fields.length > 0) changes.push({ section, change: 'changed', id, label: now.label, fields });
      }
    }
    for (const [id, now] of after) if (!before.has(id)) changes.push({ section, change: 'added', id, label: now.label, fields: [] });
    return changes;
  });
