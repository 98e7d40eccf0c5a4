// A learning-site failure as the calls answer it: not configured, and a site that is slow, silent or
// answering errors, are 424s (Failed Dependency, never a 5xx) with a message saying which; a node the
// site does not know is a 404 (docs/decisions/learning.md).
import { Messages } from '@wb/contracts';
import { ApiError } from '../http/apiError';
import { LearningSiteFailure } from './learningSite';

const learningApiError = (err: LearningSiteFailure): ApiError => {
  switch (err.kind) {
    case 'notConfigured':
      return new ApiError('learningNotConfigured', Messages.learningNotConfigured);
    case 'notFound':
      return new ApiError('notFound', Messages.learningNodeNotFound, { nodeID: Messages.learningNodeNotFound });
    case 'timeout':
    case 'unreachable':
      return new ApiError('learningUnavailable', Messages.learningUnavailable);
    case 'failed':
      return new ApiError('learningUnavailable', Messages.learningFailed);
    default: {
      const _exhaustive: never = err.kind;
      return _exhaustive;
    }
  }
};

/** Runs a request of the learning site, answering its failure as the call's error. */
export const askLearningSite = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    if (err instanceof LearningSiteFailure) throw learningApiError(err);
    throw err;
  }
};
