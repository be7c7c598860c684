import type { CatalogPart } from '../catalog.ts';
import type { shellText as english } from '../ui/shell.ts';

export const shellText: CatalogPart<typeof english> = {
  nav: {
    label: 'Navegación principal',
    dashboard: 'Panel',
    schedule: 'Agenda',
    // The bottom navigation's quarter of a phone's width holds one line: the page itself says 'Clientes asignados'.
    caseload: 'Clientes',
    settings: 'Configuración',
  },
  header: {
    appName: 'CareVisit',
    searchClient: 'Buscar nombre o ID del cliente',
    offline: 'Sin conexión',
    online: 'En línea',
    activeSessions: 'Sesiones activas',
    currentOrganization: 'Organización actual',
  },
  pages: {
    dashboard: 'Panel',
    schedule: 'Agenda',
    caseload: 'Clientes asignados',
    settings: 'Configuración',
  },
};
