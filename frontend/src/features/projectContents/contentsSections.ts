// The sections of the project contents page (spec 000 section 2, "Project contents page"), in the order
// the page shows them. Each area that owns a section adds its one line here; the page only lays them out.
import type { ComponentType } from 'react';
import { ActivitySection } from '../projectActivity/ActivitySection';
import { AssetsSection } from '../projectActivity/AssetsSection';
import { CommentsSection } from '../projectActivity/CommentsSection';
import { FilesSection } from '../projectActivity/FilesSection';
import { ResourcesSection } from '../projectActivity/ResourcesSection';
import type { Project } from '@wb/contracts';
import { MembersSection } from './sections/MembersSection';
import { NameSection } from './sections/NameSection';
import { ThumbnailSection } from './sections/ThumbnailSection';
import { TagsSection } from './sections/TagsSection';
import { DueDateSection } from './sections/DueDateSection';
import { FoldersSection } from './sections/FoldersSection';
import { StatusSection } from './sections/StatusSection';
import { CreditsSection } from './sections/CreditsSection';
import { LinksSection } from './sections/LinksSection';
import { TrackingSection } from '../tracking/TrackingSection';
import { ProjectTasksSection } from '../tasks/ProjectTasksSection';
import { CardBoardSection } from '../cardBoard/CardBoardSection';
import { LearningSection } from '../learning/LearningSection';

export interface ContentsSectionProps {
  project: Project;
}

export interface ContentsSection {
  /** The anchor of the section on the page (#/projectContents/{projectID} keeps its own hash route, so this is an element id). */
  id: string;
  title: string;
  Section: ComponentType<ContentsSectionProps>;
  /** Spans both columns on wide screens (activity, assets, comments). */
  wide?: boolean;
}

export const contentsSections: readonly ContentsSection[] = [
  { id: 'name', title: 'Name', Section: NameSection },
  { id: 'thumbnail', title: 'Thumbnail', Section: ThumbnailSection },
  { id: 'tags', title: 'Tags', Section: TagsSection },
  { id: 'members', title: 'Contributors and members', Section: MembersSection },
  { id: 'due', title: 'Due date', Section: DueDateSection },
  { id: 'tracking', title: 'Tracking', Section: TrackingSection },
  { id: 'tasks', title: 'Tasks', Section: ProjectTasksSection },
  { id: 'folders', title: 'Folders', Section: FoldersSection },
  { id: 'status', title: 'Status', Section: StatusSection },
  { id: 'credits', title: 'Credits', Section: CreditsSection },
  { id: 'links', title: 'Links', Section: LinksSection },
  { id: 'cardBoard', title: 'Card-board link', Section: CardBoardSection },
  { id: 'learning', title: 'Learning link', Section: LearningSection },
  { id: 'files', title: 'Files', Section: FilesSection },
  { id: 'activity', title: 'Activity', Section: ActivitySection, wide: true },
  { id: 'assets', title: 'Assets and kits', Section: AssetsSection, wide: true },
  { id: 'resources', title: 'Resources', Section: ResourcesSection },
  { id: 'comments', title: 'Comments', Section: CommentsSection, wide: true },
];
