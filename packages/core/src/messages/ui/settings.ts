// The settings page (spec 1 §1 General Information, §2 Settings page and Change Organization). The spec's own
// sentence 'Are you sure you want to log out?' is settings.logoutConfirm in en.ts.
export const settingsText = {
  settingsPage: {
    generalInformation: 'General Information',
    version: 'Version',
    device: 'Device',
    operatingSystem: 'Operating System',
    browser: 'Browser',
    environment: 'Environment',
    environmentValue: '{host} (Build {build})',
    currentUser: 'Current User',
    lastSync: 'Last Sync Date/Time',
    organizations: 'Organizations',
    currentOrganization: 'Current Organization',
    availableOrganizations: 'Available Organizations',
    currentMarker: 'Current',
    changeOrganization: 'Change Organization',
    changeOrganizationPrompt: 'Choose the organization to work in.',
    changeOrganizationOffline:
      'Changing the organization needs a network connection. Please connect to the internet and try again.',
    changeOrganizationFailed: 'The organization could not be changed. Please try again later.',
    accountSettings: 'Account Settings',
    changeOfflinePin: 'Change Offline PIN',
    logOut: 'Log Out',
    logOutAnyway: 'Log Out Anyway',
    unsyncedTitle: 'Unsent Data',
    // Issue 33: plural forms, chosen by count.
    unsyncedMany: {
      one: '{count} record has not been sent to the server yet. It will stay on this device until you sign in again.',
      other:
        '{count} records have not been sent to the server yet. They will stay on this device until you sign in again.',
    },
  },
} as const;
