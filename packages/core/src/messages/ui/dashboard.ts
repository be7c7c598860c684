// The dashboard (spec 1 §2 /dashboard) and the Incomplete Tasks list it shares with the face sheet (spec 2 §2
// "Task lists", §4 Task sort). Section titles are the spec's; the sort names word spec 2 §4's four sorts.
export const dashboardText = {
  dashboard: {
    recentClients: 'Recent Clients',
    noRecentClients: 'Clients you open appear here',
    openRecentClient: 'Open the face sheet of {name}',
    appointments: 'Appointments',
    incompleteTasks: 'Incomplete Tasks',
    monthCalendar: 'Choose the first day of the appointment list',
    clientSnapshot: 'Client Snapshot',
    openFacesheet: 'Open Facesheet',
  },
  taskList: {
    sortLabel: 'Sort tasks',
    sortBy: 'Sort by {sort}',
    'sort-1': 'Newest',
    'sort-2': 'Oldest',
    'sort-3': 'Name',
    'sort-4': 'Type',
    openTask: '{status}: {client}, {date} {time}',
  },
} as const;
