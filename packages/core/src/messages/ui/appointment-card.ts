// The appointment card and its menu (spec 1 §2 "Appointment card menu"): Facesheet and View Appointment are the
// spec's words; the rest names the card's parts for screen readers.
export const appointmentCardText = {
  appointmentCard: {
    menu: 'Appointment actions for {client}',
    facesheet: 'Facesheet',
    viewAppointment: 'View Appointment',
    // spec 2 §4 Appointment card menu: the document items.
    editDocument: 'Edit Document',
    newDocument: 'New Document',
    viewDocument: 'View Document',
    timeRange: '{start} - {end}',
    unknownClient: 'Client {clientId}',
    clientName: '{lastName}, {firstName}',
  },
  appointmentStatus: {
    None: 'None',
    'Checked In': 'Checked In',
    CBC: 'CBC',
    CBT: 'CBT',
    DNS: 'DNS',
    'Co-Staff': 'Co-Staff',
    Error: 'Error',
    'In Session': 'In Session',
    Kept: 'Kept',
  },
} as const;
