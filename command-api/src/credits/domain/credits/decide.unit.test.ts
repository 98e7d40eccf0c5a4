import { Messages, type CreditItem, type PartnerLogo } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { StoredLookup } from '../../../uploads/domain/storedFile';
import { creditsAggregate } from './aggregate';
import { newLogoSources, type UpdateCredits } from './decide';
import type { CreditsEvent } from './state';

const { given } = deciderSpec(creditsAggregate);
const projectID = 'p-1';
const actorID = 7;
const section: CreditItem = { id: 's1', type: 'section', title: 'Whiteboard Studio' };
const entry: CreditItem = { id: 'e1', type: 'entry', name: 'Ada', role: 'Voiceover', attribution: false, shareAlike: false };
const logoSrc = '/api/v1/blobs/creditsLogo/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const logo: PartnerLogo = { id: 'l1', src: logoSrc, style: { width: 300, transform: { x: 0, y: 0 } } };
const ownLogo: StoredLookup = { purpose: 'creditsLogo', extension: 'png', size: 10, uploaderID: actorID };
const created: CreditsEvent = { type: 'CreditsCreated', data: { projectID, items: [section], partnerLogos: [], spacer: { height: 300 } } };
const update = (change: Partial<UpdateCredits>): UpdateCredits => ({ type: 'UpdateCredits', projectID, projectFound: true, stored: new Map(), actorID, ...change });

describe('creating credits', () => {
  const create = { type: 'CreateCredits' as const, projectID, projectFound: true, items: [section] };

  it('creates them with no logos and the default spacer', () => {
    given([]).when(create).then([created]);
  });

  it('refuses a second creation, so the defaults never overwrite saved credits', () => {
    given([created]).when(create).thenFails('conflict', Messages.creditsExist);
  });

  it('refuses a project that does not exist', () => {
    given([])
      .when({ ...create, projectFound: false })
      .thenFails('notFound', Messages.creditsProjectNotFound);
  });
});

describe('updating credits', () => {
  it('replaces the items in their new order', () => {
    given([created])
      .when(update({ items: [entry, section] }))
      .then([{ type: 'CreditItemsChanged', data: { projectID, items: [entry, section] } }]);
  });

  it('records only the parts that changed', () => {
    given([created])
      .when(update({ items: [section], spacer: { height: 420 } }))
      .then([{ type: 'CreditsSpacerChanged', data: { projectID, spacer: { height: 420 } } }]);
  });

  it('records nothing when nothing changed', () => {
    given([created])
      .when(update({ items: [section], spacer: { height: 300 } }))
      .then([]);
  });

  it('creates the credits when they were never created, with what was sent', () => {
    given([])
      .when(update({ spacer: { height: 120 } }))
      .then([{ type: 'CreditsCreated', data: { projectID, items: [], partnerLogos: [], spacer: { height: 120 } } }]);
  });

  it("takes a new logo that is the actor's own partner-logo upload", () => {
    given([created])
      .when(update({ partnerLogos: [logo], stored: new Map([[logoSrc, ownLogo]]) }))
      .then([{ type: 'CreditsPartnerLogosChanged', data: { projectID, partnerLogos: [logo] } }]);
  });

  it("refuses a new logo that is someone else's upload, or another purpose's", () => {
    given([created])
      .when(update({ partnerLogos: [logo], stored: new Map([[logoSrc, { ...ownLogo, uploaderID: 99 }]]) }))
      .thenFails('validation');
    given([created])
      .when(update({ partnerLogos: [logo], stored: new Map([[logoSrc, { ...ownLogo, purpose: 'avatar' }]]) }))
      .thenFails('validation', Messages.creditsLogoNotImage);
  });

  it('keeps a logo it holds already without reading it again (a resize by another editor)', () => {
    const withLogo: CreditsEvent = { type: 'CreditsPartnerLogosChanged', data: { projectID, partnerLogos: [logo] } };
    const wider = { ...logo, style: { width: 450, transform: { x: 10, y: -5 } } };
    expect(newLogoSources({ partnerLogos: [wider] }, { projectID, items: [], partnerLogos: [logo], spacer: { height: 300 } })).toEqual([]);
    given([created, withLogo])
      .when(update({ partnerLogos: [wider] }))
      .then([{ type: 'CreditsPartnerLogosChanged', data: { projectID, partnerLogos: [wider] } }]);
  });

  it('makes an older single logo the first of the list', () => {
    const other = { ...logo, id: 'l2' };
    const withLogo: CreditsEvent = { type: 'CreditsPartnerLogosChanged', data: { projectID, partnerLogos: [other] } };
    given([created, withLogo])
      .when(update({ partnerLogo: logo, stored: new Map([[logoSrc, ownLogo]]) }))
      .then([{ type: 'CreditsPartnerLogosChanged', data: { projectID, partnerLogos: [logo, other] } }]);
  });
});

describe('removing partner logos', () => {
  const remove = { type: 'RemovePartnerLogos' as const, projectID, projectFound: true };

  it('removes every logo', () => {
    given([created, { type: 'CreditsPartnerLogosChanged', data: { projectID, partnerLogos: [logo] } }])
      .when(remove)
      .then([{ type: 'CreditsPartnerLogosRemoved', data: { projectID } }]);
  });

  it('records nothing when there are none', () => {
    given([created]).when(remove).then([]);
  });
});

describe('recording credits.png', () => {
  const record = { type: 'RecordCreditsImage' as const, projectID, src: '/api/v1/blobs/creditsImage/x.png', blobKey: 'creditsImage/x.png', width: 1920, height: 1080 };

  it('records the stored image', () => {
    given([created])
      .when(record)
      .then([{ type: 'CreditsImageExported', data: { projectID, src: record.src, blobKey: record.blobKey, width: 1920, height: 1080 } }]);
  });

  it('refuses credits that do not exist', () => {
    given([]).when(record).thenFails('notFound', Messages.creditsNotFound);
  });
});
