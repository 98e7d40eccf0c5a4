// The sections of the project contents page (spec 000 section 2, "Project contents page"), in the order
// the page shows them. Each area that owns a section adds its one line here; the page only lays them out.
import type { ComponentType } from 'react';
import type { Project } from '@wb/contracts';
import { MembersSection } from './sections/MembersSection';

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

export const contentsSections: readonly ContentsSection[] = [{ id: 'members', title: 'Contributors and members', Section: MembersSection }];
