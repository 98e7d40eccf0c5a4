// What the dashboard says when a list has no cards: the reason depends on the filter, the folder and
// the search, and where a wider list may hold the project it offers that list.
import type { DashboardView } from './dashboardFilter';

export interface EmptyState {
  title: string;
  hint: string;
  /** A wider list to look in: the search keeps the sidebar's filter, so a project may be elsewhere. */
  widerList: { label: string; href: string } | null;
}

const searchAll = { label: 'Search all projects', href: '#/home/all' };

export const emptyStateFor = (view: DashboardView, searchText: string): EmptyState => {
  const text = searchText.trim();
  if (text) {
    const title = `No projects match “${text}”`;
    if (view.folderID) return { title, hint: 'Only this folder was searched.', widerList: searchAll };
    if (view.filter === 'recent') return { title, hint: 'Only your recent projects were searched.', widerList: searchAll };
    if (view.filter === 'subscribed') return { title, hint: 'Only your subscribed projects were searched.', widerList: searchAll };
    return { title, hint: 'Try another name.', widerList: null };
  }
  if (view.folderID) {
    return { title: 'This folder is empty', hint: 'Drag a project card onto the folder in the sidebar to add it.', widerList: null };
  }
  if (view.filter === 'recent') {
    return { title: 'No recent projects', hint: 'Projects you open show up here.', widerList: { label: 'See all projects', href: '#/home/all' } };
  }
  if (view.filter === 'subscribed') {
    return { title: 'No subscribed projects', hint: 'Select project cards and choose Subscribe to follow them here.', widerList: { label: 'See all projects', href: '#/home/all' } };
  }
  return { title: 'No projects yet', hint: 'Create the first one with New project.', widerList: null };
};
