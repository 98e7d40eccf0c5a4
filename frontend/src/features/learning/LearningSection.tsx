import type { ContentsSectionProps } from '../projectContents/contentsSections';
import { LearningLink } from './LearningLink';

/** The contents page's learning-link tab (spec 002 section 2). */
export function LearningSection({ project }: ContentsSectionProps) {
  return <LearningLink projectID={project.projectID} />;
}
