export const shellText = {
  nav: {
    label: 'Main navigation',
    dashboard: 'Dashboard',
    schedule: 'Schedule',
    caseload: 'Caseload',
    settings: 'Settings',
  },
  header: {
    appName: 'CareVisit',
    searchClient: 'Search Client Name/ID',
    offline: 'Offline',
    online: 'Online',
    activeSessions: 'Active Sessions',
    currentOrganization: 'Current organization',
  },
  pages: {
    dashboard: 'Dashboard',
    schedule: 'Schedule',
    caseload: 'Caseload',
    settings: 'Settings',
  },
} as const;
