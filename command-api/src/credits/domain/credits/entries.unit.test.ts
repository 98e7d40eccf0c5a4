import { Messages, type CreditItem } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { creditsAggregate } from './aggregate';
import type { CreditsEvent } from './state';

const { given } = deciderSpec(creditsAggregate);
const projectID = 'p-1';
const section: CreditItem = { id: 's1', type: 'section', title: 'Other' };
const entry: CreditItem = { id: 'e1', type: 'entry', name: 'Ada', role: 'Voiceover', attribution: false, shareAlike: false };
const created: CreditsEvent = { type: 'CreditsCreated', data: { projectID, items: [section], partnerLogos: [], spacer: { height: 300 } } };
const add = { type: 'AddCreditEntry' as const, projectID, projectFound: true, id: 'e1', name: 'Ada', role: 'Voiceover' };
const remove = { type: 'RemoveCreditEntry' as const, projectID, projectFound: true, creditID: 'e1' };

describe('credit entries of the contents page', () => {
  it('adds an entry at the end of the credits document', () => {
    given([created])
      .when(add)
      .then([{ type: 'CreditItemsChanged', data: { projectID, items: [section, entry] } }]);
  });

  it('creates the credits holding the entry when the project has none', () => {
    given([])
      .when(add)
      .then([{ type: 'CreditsCreated', data: { projectID, items: [entry], partnerLogos: [], spacer: { height: 300 } } }]);
  });

  it('takes the same entry again as a retry, and refuses another under its id', () => {
    const withEntry: CreditsEvent = { type: 'CreditItemsChanged', data: { projectID, items: [section, entry] } };
    given([created, withEntry]).when(add).then([]);
    given([created, withEntry])
      .when({ ...add, name: 'Grace' })
      .thenFails('conflict', Messages.creditEntryExists);
    given([created])
      .when({ ...add, id: 's1' })
      .thenFails('conflict', Messages.creditEntryExists);
  });

  it('removes an entry by its id, keeping the rest in order', () => {
    given([created, { type: 'CreditItemsChanged', data: { projectID, items: [section, entry] } }])
      .when(remove)
      .then([{ type: 'CreditItemsChanged', data: { projectID, items: [section] } }]);
  });

  it('refuses to remove an unknown entry or a section', () => {
    given([created]).when(remove).thenFails('notFound', Messages.creditEntryNotFound);
    given([]).when(remove).thenFails('notFound', Messages.creditEntryNotFound);
    given([created])
      .when({ ...remove, creditID: 's1' })
      .thenFails('notFound', Messages.creditEntryNotFound);
  });

  it('refuses a project that does not exist', () => {
    given([])
      .when({ ...add, projectFound: false })
      .thenFails('notFound', Messages.creditsProjectNotFound);
    given([])
      .when({ ...remove, projectFound: false })
      .thenFails('notFound', Messages.creditsProjectNotFound);
  });
});
