import type { CatalogPart } from '../catalog.ts';
import type { goalsAddressedText as english } from '../ui/goals-addressed.ts';

export const goalsAddressedText: CatalogPart<typeof english> = {
  goalsAddressed: {
    required: '{label} es un campo obligatorio. Ingrese un valor.',
    addressedRequired: 'Seleccione un elemento como Atendido antes de seleccionar Siguiente.',
    // {n}, not count: worded to read right for any number.
    missingInformation: 'Campos con información faltante: {n}. Corríjalos e inténtelo de nuevo.',
    commentMax: 'Máximo de 4000 caracteres',
    noActivePlans: 'No se encontraron planes de tratamiento activos en la fecha de servicio {date}',
    priorityDefault: 'Prioridad',
    treatmentPlan: 'Plan de tratamiento',
    addressed: 'Atendido',
    goalComment: 'Comentarios',
    itemTitle: '{layer}: {description}',
    priority: '{label} {priority}',
  },
};
