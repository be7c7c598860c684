import type { CatalogPart } from '../catalog.ts';
import type { impactText as english } from '../ui/impact.ts';

export const impactText: CatalogPart<typeof english> = {
  impact: {
    notAssessed: 'No evaluado en este momento',
    instructions: 'Instrucciones',
    notRequired: 'No se requiere según las respuestas anteriores',
    // {n}, not count: worded to read right for any number.
    maxResponses: 'El número máximo de respuestas que puede elegir es {n}. Corrija y guarde.',
    total: 'Total',
    notAssessedConfirm:
      '¿Marcar esta evaluación como no evaluada en este momento? Se eliminarán sus respuestas.',
    answerRequired: 'Responda esta pregunta.',
    textMax: 'Máx. de caracteres: {n}.',
    severity: '{score} · {band}',
    notFound: 'La evaluación de esta página no está en este dispositivo.',
    unreadable: 'La evaluación de esta página no se puede leer en este dispositivo.',
    scoreColumn: 'Puntuación',
    safetyTitle: 'Alerta de seguridad',
    earlierTotals: 'Totales anteriores: {totals}',
    earlierTotal: '{date}: {score}',
    change: {
      higher: 'Más alto que la vez anterior',
      lower: 'Más bajo que la vez anterior',
      same: 'Igual que la vez anterior',
    },
    safetyAlert:
      'A "{question}" se respondió "{answer}". Haga hoy un seguimiento de la seguridad del cliente, sea cual sea la puntuación total.',
  },
};
