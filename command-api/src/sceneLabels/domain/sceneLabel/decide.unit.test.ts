import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { sceneLabelAggregate } from './aggregate';
import type { SceneLabelEvent, SceneLabelState } from './state';

const { given } = deciderSpec(sceneLabelAggregate);
const labelID = 'l-1';
const created: SceneLabelEvent = { type: 'SceneLabelCreated', data: { labelID, name: 'Needs review', color: 'orange' } };
const other: SceneLabelState = { labelID: 'l-2', name: 'Approved', color: 'green' };

describe('creating a scene label', () => {
  const create = { type: 'CreateSceneLabel' as const, labelID, name: 'Needs review', color: 'orange' as const, nameHolder: null };

  it('creates it with its colour', () => {
    given([]).when(create).then([created]);
  });

  it('refuses a name another label holds', () => {
    const refused = given([])
      .when({ ...create, name: 'APPROVED', nameHolder: other })
      .thenFails('labelNameTaken', Messages.labelExists);
    expect(refused.fields).toEqual({ name: Messages.labelExists });
  });

  it('records nothing for a retried create of the same id', () => {
    given([created])
      .when({ ...create, nameHolder: { labelID, name: 'Needs review', color: 'orange' } })
      .then([]);
  });

  it('claims the lower-cased name', () => {
    expect(sceneLabelAggregate.claimsOf([created], null, create)).toEqual({ reserve: [{ scope: 'scenelabel-name', key: 'needs review' }], release: [] });
  });
});

describe('changing a scene label', () => {
  const update = (name: string, color: 'default' | 'red' | 'orange' | 'yellow' | 'green' | 'blue', nameHolder: SceneLabelState | null = null) => ({
    type: 'UpdateSceneLabel' as const,
    name,
    color,
    nameHolder,
  });

  it('renames it', () => {
    given([created])
      .when(update('Review', 'orange'))
      .then([{ type: 'SceneLabelRenamed', data: { labelID, name: 'Review', previousName: 'Needs review' } }]);
  });

  it('recolours it', () => {
    given([created])
      .when(update('Needs review', 'blue'))
      .then([{ type: 'SceneLabelRecoloured', data: { labelID, color: 'blue' } }]);
  });

  it('renames and recolours it at once', () => {
    given([created])
      .when(update('Review', 'red'))
      .then([
        { type: 'SceneLabelRenamed', data: { labelID, name: 'Review', previousName: 'Needs review' } },
        { type: 'SceneLabelRecoloured', data: { labelID, color: 'red' } },
      ]);
  });

  it('records nothing when nothing changed', () => {
    given([created])
      .when(update('Needs review', 'orange', { labelID, name: 'Needs review', color: 'orange' }))
      .then([]);
  });

  it('lets a label change the case of its own name', () => {
    given([created])
      .when(update('NEEDS REVIEW', 'orange', { labelID, name: 'Needs review', color: 'orange' }))
      .then([{ type: 'SceneLabelRenamed', data: { labelID, name: 'NEEDS REVIEW', previousName: 'Needs review' } }]);
  });

  it('refuses the name of another label', () => {
    given([created])
      .when(update('Approved', 'orange', other))
      .thenFails('labelNameTaken');
  });

  it('refuses an unknown label', () => {
    given([]).when(update('Anything', 'red')).thenFails('notFound', Messages.labelNotFound);
  });

  it('gives up the old name and claims the new one', () => {
    const renamed: SceneLabelEvent = { type: 'SceneLabelRenamed', data: { labelID, name: 'Review', previousName: 'Needs review' } };
    expect(sceneLabelAggregate.claimsOf([renamed], null, update('Review', 'orange'))).toEqual({
      reserve: [{ scope: 'scenelabel-name', key: 'review' }],
      release: [{ scope: 'scenelabel-name', key: 'needs review' }],
    });
  });
});
