import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { wordAggregate } from './aggregate';
import type { WordEvent } from './state';

const { given } = deciderSpec(wordAggregate);
const wordID = 'w-1';
const creator = { userID: 7, grants: [] };
const someoneElse = { userID: 8, grants: ['root'] };
const audio = '/api/v1/blobs/pronunciation/a1.mp3';
const content = { word: 'Euler', audio, phonetics: 'OY-ler' };
const added: WordEvent = { type: 'WordAdded', data: { wordID, ...content, createdBy: creator.userID } };
const deleted: WordEvent = { type: 'WordDeleted', data: { wordID } };
/** The creator's own recording for the guide, as the route reads it from the blob. */
const recording = { purpose: 'pronunciation' as const, extension: 'mp3', size: 417, uploaderID: creator.userID };

describe('adding a word', () => {
  const add = { type: 'AddWord' as const, wordID, content, stored: recording, actor: creator };

  it('adds it, with its creator', () => {
    given([]).when(add).then([added]);
  });

  it('adds it without phonetics', () => {
    given([])
      .when({ ...add, content: { ...content, phonetics: '' } })
      .then([{ type: 'WordAdded', data: { wordID, ...content, phonetics: '', createdBy: 7 } }]);
  });

  it('refuses a blank word, naming the field', () => {
    const error = given([])
      .when({ ...add, content: { ...content, word: '  ' } })
      .thenFails('validation', Messages.wordRequired);
    expect(error.fields).toEqual({ word: Messages.wordRequired });
  });

  it('refuses a word without audio, naming the field', () => {
    const error = given([])
      .when({ ...add, content: { ...content, audio: '' } })
      .thenFails('validation', Messages.audioRequired);
    expect(error.fields).toEqual({ audio: Messages.audioRequired });
  });

  it('refuses an id already taken', () => {
    given([added]).when(add).thenFails('conflict');
  });

  describe("when the audio is not the actor's own recording for the guide", () => {
    it.each([
      ['an address of no upload', 'notAnUpload' as const, Messages.notAnUploadAddress],
      ['an address where nothing is stored', 'noFile' as const, Messages.noStoredFile],
      ["someone else's recording", { ...recording, uploaderID: 8 }, Messages.uploadedBySomeoneElse],
      ['a recording whose uploader is unknown', { ...recording, uploaderID: null }, Messages.uploadedBySomeoneElse],
      ['their own upload made as an avatar', { ...recording, purpose: 'avatar' as const, extension: 'png' }, Messages.audioNotARecording],
    ])('refuses %s, naming audio', (_case, stored, message) => {
      const error = given([])
        .when({ ...add, stored })
        .thenFails('validation', message);
      expect(error.fields).toEqual({ audio: message });
    });
  });
});

describe('updating a word', () => {
  const update = {
    type: 'UpdateWord' as const,
    content: { word: 'Leonhard Euler', audio: '/api/v1/blobs/pronunciation/a2.webm', phonetics: 'LAY-on-hart OY-ler' },
    stored: { ...recording, extension: 'webm' },
    actor: creator,
  };

  describe('when the actor created it', () => {
    it('changes word, audio and phonetics', () => {
      given([added])
        .when(update)
        .then([{ type: 'WordUpdated', data: { wordID, ...update.content } }]);
    });

    it('keeps the phonetics when none are given', () => {
      const { phonetics: _left, ...rest } = update.content;
      given([added])
        .when({ ...update, content: rest })
        .then([{ type: 'WordUpdated', data: { wordID, ...rest, phonetics: 'OY-ler' } }]);
    });

    it('clears the phonetics when given empty', () => {
      given([added])
        .when({ ...update, content: { ...content, phonetics: '' } })
        .then([{ type: 'WordUpdated', data: { wordID, ...content, phonetics: '' } }]);
    });

    it('decides nothing when nothing changes', () => {
      given([added])
        .when({ ...update, content })
        .then([]);
    });

    it('refuses to remove the audio, naming newAudio', () => {
      const error = given([added])
        .when({ ...update, content: { ...content, audio: '' } })
        .thenFails('validation');
      expect(error.fields).toEqual({ newAudio: Messages.audioRequired });
    });

    it("refuses new audio that is someone else's upload, naming newAudio", () => {
      const error = given([added])
        .when({ ...update, stored: { ...recording, uploaderID: 8 } })
        .thenFails('validation', Messages.uploadedBySomeoneElse);
      expect(error.fields).toEqual({ newAudio: Messages.uploadedBySomeoneElse });
      given([added])
        .when({ ...update, stored: 'noFile' })
        .thenFails('validation', Messages.noStoredFile);
    });

    it('keeps the audio it has without asking whose it is (a word recorded before the check)', () => {
      given([added])
        .when({ ...update, content: { ...content, word: 'Leonhard Euler' }, stored: 'noFile' })
        .then([{ type: 'WordUpdated', data: { wordID, ...content, word: 'Leonhard Euler' } }]);
    });
  });

  describe('when someone else created it', () => {
    it('refuses with 403, even a root admin', () => {
      given([added])
        .when({ ...update, actor: someoneElse })
        .thenFails('forbidden', Messages.onlyWordCreator);
    });
  });

  it('refuses an unknown word', () => {
    given([]).when(update).thenFails('notFound', Messages.wordNotFound);
  });

  it('refuses a deleted word', () => {
    given([added, deleted]).when(update).thenFails('notFound');
  });
});

describe('deleting a word', () => {
  const remove = { type: 'DeleteWord' as const, actor: creator };

  it('deletes it when the actor created it', () => {
    given([added]).when(remove).then([deleted]);
  });

  it('refuses anyone else with 403', () => {
    given([added])
      .when({ ...remove, actor: someoneElse })
      .thenFails('forbidden', Messages.onlyWordCreator);
  });

  it('refuses a word already deleted, or unknown', () => {
    given([added, deleted]).when(remove).thenFails('notFound');
    given([]).when(remove).thenFails('notFound');
  });
});
