export * from './learningSite';
export { httpLearningSite, learningSiteFromConfig, type LearningSiteConfig } from './httpLearningSite';
export { startLearningStandIn, type LearningStandIn } from './testing/learningStandIn';
export { askLearningSite } from './apiError';
