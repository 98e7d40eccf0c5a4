import { Messages, type ResourceData } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { resourceAggregate } from './aggregate';
import type { StoredLookup } from '../../../uploads/domain/storedFile';
import type { ResourceDraft } from './decide';
import type { ResourceEvent } from './state';

const { given } = deciderSpec(resourceAggregate);
const resourceID = 'r-1';
const data: ResourceData = {
  attribution: 'Jane Doe',
  copyright: 'CC-BY',
  link: 'https://example.org/cell',
  notes: '',
  projects: ['p1', 'p2'],
  image: '/api/v1/blobs/resources/a.png',
};
const draft = (over: Partial<Omit<ResourceDraft, 'data'>> & { data?: Partial<ResourceDraft['data']> } = {}): ResourceDraft => ({
  name: over.name ?? 'Cell diagram',
  data: { ...data, ...over.data },
  projectsToRemove: over.projectsToRemove ?? [],
});
const created: ResourceEvent = { type: 'ResourceCreated', data: { resourceID, name: 'Cell diagram', data } };
const deleted: ResourceEvent = { type: 'ResourceDeleted', data: { resourceID } };
const curatorID = 4;
/** The saver's own upload for a resource, as the route reads it from the blob at the image's address. */
const upload = { purpose: 'resource' as const, extension: 'png', size: 70, uploaderID: curatorID };
const saving = { image: upload, actorID: curatorID };

describe('saving a new resource', () => {
  const create = (d: ResourceDraft, image: StoredLookup = upload) => ({ type: 'CreateResource' as const, resourceID, draft: d, ...saving, image });

  it('creates it with its data', () => {
    given([]).when(create(draft())).then([created]);
  });

  it('refuses it without name, source link and copyright, naming each field', () => {
    const refused = given([])
      .when(create(draft({ name: ' ', data: { link: '', copyright: '' } })))
      .thenFails('validation', Messages.requiredFields);
    expect(refused.fields).toEqual({ name: 'Required', 'data.link': 'Required', 'data.copyright': 'Required' });
  });

  it('names only the missing field', () => {
    const refused = given([])
      .when(create(draft({ data: { copyright: '' } })))
      .thenFails('validation', 'Please fill out the required fields.');
    expect(refused.fields).toEqual({ 'data.copyright': 'Required' });
  });

  it('takes attribution, projects, notes and image as optional', () => {
    const bare = draft({ data: { attribution: '', projects: [], notes: '', image: '' } });
    given([])
      .when(create(bare))
      .then([{ type: 'ResourceCreated', data: { resourceID, name: 'Cell diagram', data: { ...bare.data, copyright: 'CC-BY' } } }]);
  });

  it('links each project once, without those to remove', () => {
    given([])
      .when(create(draft({ data: { projects: ['p1', 'p2', 'p1', 'p3'] }, projectsToRemove: ['p2'] })))
      .then([{ type: 'ResourceCreated', data: { resourceID, name: 'Cell diagram', data: { ...data, projects: ['p1', 'p3'] } } }]);
  });

  it('records nothing for a retried create of the same id', () => {
    given([created]).when(create(draft())).then([]);
  });

  describe("when the image is not the saver's own upload for a resource", () => {
    it.each([
      ['an address of no upload', 'notAnUpload' as const, Messages.notAnUploadAddress],
      ['an address where nothing is stored', 'noFile' as const, Messages.noStoredFile],
      ["someone else's upload", { ...upload, uploaderID: 9 }, Messages.uploadedBySomeoneElse],
      ['their own upload made as an avatar', { ...upload, purpose: 'avatar' as const }, Messages.imageNotAResourceImage],
    ])('refuses %s, naming data.image', (_case, image, message) => {
      const refused = given([]).when(create(draft(), image)).thenFails('validation', message);
      expect(refused.fields).toEqual({ 'data.image': message });
    });

    it('names the missing fields first', () => {
      given([])
        .when(create(draft({ name: '' }), 'noFile'))
        .thenFails('validation', Messages.requiredFields);
    });
  });
});

describe('saving an existing resource', () => {
  const update = (d: ResourceDraft, image: StoredLookup = upload) => ({ type: 'UpdateResource' as const, draft: d, ...saving, image });

  it('records the whole resource and the projects taken away', () => {
    given([created])
      .when(update(draft({ name: 'Cell', data: { projects: ['p1', 'p2'], copyright: 'Public Domain' }, projectsToRemove: ['p2'] })))
      .then([{ type: 'ResourceUpdated', data: { resourceID, name: 'Cell', data: { ...data, copyright: 'Public Domain', projects: ['p1'] }, projectsRemoved: ['p2'] } }]);
  });

  it('records nothing when nothing changed', () => {
    given([created]).when(update(draft())).then([]);
  });

  it("keeps the image it has, whoever uploaded it, and refuses a new one that is someone else's", () => {
    const colleagues = { ...upload, uploaderID: 9 };
    given([created])
      .when(update(draft({ name: 'Cell' }), colleagues))
      .then([{ type: 'ResourceUpdated', data: { resourceID, name: 'Cell', data, projectsRemoved: [] } }]);
    const refused = given([created])
      .when(update(draft({ data: { image: '/api/v1/blobs/resource/b.png' } }), colleagues))
      .thenFails('validation');
    expect(refused.fields).toEqual({ 'data.image': Messages.uploadedBySomeoneElse });
  });

  it('takes the image away without asking anything of it', () => {
    given([created])
      .when(update(draft({ data: { image: '' } }), 'notAnUpload'))
      .then([{ type: 'ResourceUpdated', data: { resourceID, name: 'Cell diagram', data: { ...data, image: '' }, projectsRemoved: [] } }]);
  });

  it('refuses it when a required field was emptied', () => {
    given([created])
      .when(update(draft({ data: { link: ' ' } })))
      .thenFails('validation', Messages.requiredFields);
  });

  it('refuses an unknown resource', () => {
    given([]).when(update(draft())).thenFails('notFound', Messages.resourceNotFound);
  });

  it('refuses a deleted resource', () => {
    given([created, deleted])
      .when(update(draft({ name: 'Other' })))
      .thenFails('invalidState', Messages.resourceDeleted);
  });
});

describe('deleting a resource', () => {
  it('deletes an active one', () => {
    given([created]).when({ type: 'DeleteResource' }).then([deleted]);
  });

  it('records nothing for one already deleted', () => {
    given([created, deleted]).when({ type: 'DeleteResource' }).then([]);
  });

  it('refuses an unknown one', () => {
    given([]).when({ type: 'DeleteResource' }).thenFails('notFound');
  });
});
