// The caseload (spec 2 §2 /caseload) and the header's client search (spec 1 §2 header). 'Last Seen' and the
// search placeholder are the spec's words (the placeholder lives in header.searchClient).
export const caseloadText = {
  caseload: {
    clientsLabel: 'Clients on your caseload',
    photo: 'Photo',
    name: 'Name',
    dateOfBirth: 'Date of Birth',
    id: 'ID',
    gender: 'Gender',
    lastSeen: 'Last Seen',
    contact: 'Contact',
    idValue: 'ID {id}',
    call: 'Call {name}',
    map: 'Map of the address of {name}',
  },
  clientSearch: {
    label: 'Search clients',
    open: 'Search clients',
    close: 'Close the search',
    noMatch: 'No clients found',
  },
} as const;
