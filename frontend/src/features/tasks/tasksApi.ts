// The task lists as the server has them (the tasks read model): the signed-in user's (header dropdown,
// profile), a project's (contents page) and the admin board's. The live stream refreshes them when a
// task changes, so a task assigned elsewhere shows without a reload.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const tasksApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    userTasks: callQuery(build, Calls.tasks.getUserTasks),
    projectTasks: callQuery(build, Calls.tasks.getProjectTasks),
    boardTasks: callQuery(build, Calls.tasks.getAllTasks),
    /** The teammates a task can be assigned to (the board's dialog). */
    taskTeam: callQuery(build, Calls.user.getTeam),
    /** Projects whose name matches what the admin types in the dialog's project field. */
    taskProjectSearch: callQuery(build, Calls.project.searchProjects),
  }),
});

export const { useUserTasksQuery, useProjectTasksQuery, useBoardTasksQuery, useTaskTeamQuery, useTaskProjectSearchQuery } = tasksApi;
