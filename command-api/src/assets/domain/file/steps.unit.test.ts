import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { FileEvent } from './state';
import type { FileCommand, KitTarget } from './decide';
import { fileAggregate } from './aggregate';
import type { KitState } from '../kit/state';

const { given } = deciderSpec(fileAggregate);
/** The steps as the one command that decides them together. */
const steps = (...each: FileCommand[]): FileCommand => ({ type: 'FileSteps', steps: each });
const fileID = 'f1';
const kit = (kitID: string): KitTarget => ({
  kitID,
  kit: {
    kitID,
    name: `Kit ${kitID}`,
    slug: `Kit-${kitID}`,
    rootDirectoryID: `root-${kitID}`,
    visibility: 'internal',
    thumbnail: null,
    deleted: false,
    directories: { [`root-${kitID}`]: { name: 'root', parentID: null }, [`dir-${kitID}`]: { name: 'Cells', parentID: `root-${kitID}` } },
  } satisfies KitState,
});
const uploaded: FileEvent = {
  type: 'FileUploaded',
  data: { fileID, uuid: 'u1', name: 'cell.png', type: 'png', url: '/api/v1/blobs/assets/a', size: 10, projectID: null, projectAssetType: null, userID: 3, userName: 'Ada' },
};
const linkTo = (target: KitTarget, linkID: string, directoryID: string | null = null) => ({ type: 'LinkFileToKit' as const, target, linkID, directoryID, index: null });
const linkedTo = (kitID: string, linkID: string, directoryID: string | null = null): FileEvent => ({ type: 'FileLinkedToKit', data: { fileID, kitID, linkID, directoryID, index: null } });

describe('several steps on one file', () => {
  it('links it to every kit given, each in its directory', () => {
    given([uploaded])
      .when(steps(linkTo(kit('A'), 'lA', 'dir-A'), linkTo(kit('B'), 'lB')))
      .then([linkedTo('A', 'lA', 'dir-A'), linkedTo('B', 'lB')]);
  });

  it('decides each step against the state the earlier ones leave (one kit named twice links once)', () => {
    given([uploaded])
      .when(steps(linkTo(kit('A'), 'lA'), linkTo(kit('A'), 'lA2')))
      .then([linkedTo('A', 'lA')]);
  });

  it('links it to several projects, skipping one it is already in', () => {
    const toProject = (id: string) => ({ type: 'LinkFileToProject' as const, projectID: id, project: { id, name: `Project ${id}` } });
    const already: FileEvent = { type: 'FileLinkedToProject', data: { fileID, projectID: 'p1', projectName: 'Project p1' } };
    given([uploaded, already])
      .when(steps(toProject('p1'), toProject('p2')))
      .then([{ type: 'FileLinkedToProject', data: { fileID, projectID: 'p2', projectName: 'Project p2' } }]);
  });

  it('refuses them all when one step is refused', () => {
    given([uploaded])
      .when(steps(linkTo(kit('A'), 'lA'), linkTo({ kitID: 'all', kit: null }, 'lAll')))
      .thenFails('invalidState', Messages.noUploadsToAllKit);
  });

  it('refuses a directory of another kit', () => {
    given([uploaded])
      .when(steps(linkTo(kit('A'), 'lA', 'dir-B')))
      .thenFails('notFound', Messages.directoryNotFound);
  });

  it('refuses a file that does not exist, or was deleted', () => {
    given([])
      .when(steps(linkTo(kit('A'), 'lA')))
      .thenFails('notFound', Messages.fileNotFound);
    given([uploaded, { type: 'FileDeleted', data: { fileID } }])
      .when(steps(linkTo(kit('A'), 'lA')))
      .thenFails('notFound', Messages.fileNotFound);
  });

  it('decides nothing for no steps', () => {
    given([uploaded]).when(steps()).then([]);
  });
});

describe('the keys the steps claim', () => {
  it('are the file aggregate’s: each new kit link', () => {
    const events = [linkedTo('A', 'lA'), linkedTo('B', 'lB')];
    const claims = fileAggregate.claimsOf(events, null, steps(linkTo(kit('A'), 'lA'), linkTo(kit('B'), 'lB')));
    expect(claims.reserve?.map((r) => [r.scope, r.key])).toEqual([
      ['file-link', 'la'],
      ['file-link', 'lb'],
    ]);
  });
});
