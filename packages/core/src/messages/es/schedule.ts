import type { CatalogPart } from '../catalog.ts';
import type { scheduleText as english } from '../ui/schedule.ts';

export const scheduleText: CatalogPart<typeof english> = {
  calendar: {
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana siguiente',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    weekOf: 'Semana del {period}',
    monthOf: '{period}',
  },
  schedule: {
    viewBy: 'Ver por',
    day: 'Día',
    week: 'Semana',
    previousDay: 'Día anterior',
    nextDay: 'Día siguiente',
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana siguiente',
    today: 'Hoy',
    newAppointment: 'Nueva cita',
    grid: 'Citas, {period}',
    event: '{time}, {client}, {status}',
    eventWithSync: '{time}, {client}, {status}, {sync}',
    more: '+{count} más',
    moreShort: '+{count}',
    moreLabel: {
      one: '1 cita más a partir de {time}',
      other: '{count} citas más a partir de {time}',
      many: '{count} de citas más a partir de {time}',
    },
    moreTitle: 'Citas a partir de {time}',
    offShift: 'Fuera de turno',
    appointmentsMany: { one: '1 cita', other: '{count} citas', many: '{count} de citas' },
    waitingToSync: 'Sin sincronizar: {count}',
    rejectedTitle: 'El servidor no aceptó la cita con {client} del {when}',
    openRejected: 'Abrir',
    statusCount: '{count} {status}',
    legend: 'Leyenda de la agenda',
  },
};
