export * from './learningSite';
export { httpLearningSite, learningSiteFromConfig, type LearningSiteConfig } from './httpLearningSite';
export { startLearningStandIn, type LearningStandIn, type LearningStandInFault } from './testing/learningStandIn';
export { askLearningSite } from './apiError';
