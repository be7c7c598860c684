import type { CatalogPart } from '../catalog.ts';
import type { dashboardText as english } from '../ui/dashboard.ts';

export const dashboardText: CatalogPart<typeof english> = {
  dashboard: {
    recentClients: 'Clientes recientes',
    noRecentClients: 'Los clientes que abra aparecerán aquí',
    openRecentClient: 'Abrir la ficha de {name}',
    appointments: 'Citas',
    incompleteTasks: 'Tareas incompletas',
    monthCalendar: 'Elija el primer día de la lista de citas',
    clientSnapshot: 'Resumen del cliente',
    openFacesheet: 'Abrir ficha del cliente',
  },
  taskList: {
    sortLabel: 'Ordenar tareas',
    sortBy: 'Ordenar por {sort}',
    'sort-1': 'Más recientes',
    'sort-2': 'Más antiguas',
    'sort-3': 'Nombre',
    'sort-4': 'Tipo',
    openTask: '{status}: {client}, {date} {time}',
  },
};
