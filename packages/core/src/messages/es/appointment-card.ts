import type { CatalogPart } from '../catalog.ts';
import type { appointmentCardText as english } from '../ui/appointment-card.ts';

export const appointmentCardText: CatalogPart<typeof english> = {
  appointmentCard: {
    menu: 'Acciones de la cita de {client}',
    facesheet: 'Ficha del cliente',
    viewAppointment: 'Ver cita',
    editDocument: 'Editar documento',
    newDocument: 'Nuevo documento',
    viewDocument: 'Ver documento',
    timeRange: '{start} - {end}',
    unknownClient: 'Cliente {clientId}',
    clientName: '{lastName}, {firstName}',
  },
  // The status codes CBC (canceled by client), CBT (canceled by therapist) and DNS (did not show) stay codes.
  appointmentStatus: {
    None: 'Ninguno',
    'Checked In': 'Llegada registrada',
    CBC: 'CBC',
    CBT: 'CBT',
    DNS: 'DNS',
    'Co-Staff': 'Personal adicional',
    Error: 'Error',
    'In Session': 'En sesión',
    Kept: 'Cumplida',
  },
};
