import type { CatalogPart } from '../catalog.ts';
import type { evvText as english } from '../ui/evv.ts';

export const evvText: CatalogPart<typeof english> = {
  evvReadiness: {
    providerMedicaidIdMissing:
      'El número de proveedor de Medicaid de su agencia no está configurado, por lo que esta visita no se puede facturar.',
    clientMedicaidIdMissing:
      'Falta el ID de Medicaid de este cliente, por lo que esta visita no se puede facturar.',
    payerMissing:
      'Falta el pagador o el programa de este cliente, por lo que esta visita no se puede facturar.',
    procedureCodeMissing:
      'Este servicio no tiene código de facturación, por lo que esta visita no se puede facturar.',
    employeeIdentifierMissing:
      'Falta su ID de empleado para el estado, por lo que esta visita no se puede facturar.',
    timeMissing: 'Esta visita no tiene hora de inicio o de finalización.',
    outNotAfterIn: 'La hora de finalización de esta visita no es posterior a su hora de inicio.',
    visitTooLong: 'Esta visita dura 24 horas o más.',
    gpsMissing:
      'No se registró su ubicación al inicio o al final de esta visita, y no se indicó ningún motivo.',
    gpsFarFromAddress: 'Su ubicación estaba lejos de la dirección del cliente, y no se indicó ningún motivo.',
    editReasonMissing: 'Se cambió una hora de esta visita sin un código de motivo.',
    editMemoMissing: 'Se cambió una hora de esta visita sin una nota que explique por qué.',
    memoTooLong: 'La nota del cambio de hora supera el máximo de caracteres ({max}).',
    overlappingVisit: 'Esta visita se superpone con otra de sus visitas.',
  },
  evvFix: {
    askOffice: 'Pida a su oficina que lo agregue',
    editTimes: 'Editar las horas',
    pickReasonCode: 'Elegir un motivo',
    writeMemo: 'Escribir una nota',
    shortenMemo: 'Acortar la nota',
  },
  evvStatus: {
    needs_attention: 'Requiere atención',
    ready: 'Lista para enviar',
    sent: 'Enviada',
    accepted: 'Aceptada',
    rejected: 'Rechazada',
  },
  evvException: {
    unknownClient:
      'El estado no conoce a este cliente. Su oficina debe revisar el ID de Medicaid del cliente y luego volver a enviar.',
    unknownEmployee:
      'El estado todavía no tiene su registro de empleo. Su oficina debe hacer el registro y luego volver a enviar.',
    noInCall: 'La visita no tiene inicio. Edite la hora de inicio con un motivo y luego vuelva a enviar.',
    noOutCall:
      'La visita no tiene final. Edite la hora de finalización con un motivo y luego vuelva a enviar.',
    unmatchedTelephony: 'La llamada telefónica no coincidió con el cliente. Su oficina debe confirmarla.',
    missingService:
      'La visita no tiene un servicio facturable. Su oficina debe corregir el código de facturación y luego volver a enviar.',
    other: 'El estado rechazó la visita (código {code}). Su oficina puede indicarle qué corregir.',
    record:
      'El estado encontró un error en el registro ("{detail}"). Su oficina debe corregirlo y luego volver a enviar.',
  },
  evvStanding: {
    label: 'Estado del pago',
    verifiedTitle: 'Visita verificada',
    willBePaid: 'Esta visita está lista para enviarse para el pago.',
    needsAttention: 'Esta visita no se pagará hasta que se corrija lo siguiente:',
    rejected: 'El estado rechazó esta visita:',
    sent: 'Enviada al estado. En espera de su respuesta.',
    accepted: 'Aceptada por el estado.',
    fix: 'Qué hacer: {fix}',
    ok: 'Aceptar',
  },
  myVisits: {
    title: 'Mis visitas',
    link: 'Mis visitas de esta semana',
    weekOf: 'Semana del {start} al {end}',
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana siguiente',
    totalHours: 'Horas: {hours}',
    visitCount: 'Visitas: {count}',
    needAttention: 'Requieren atención: {count}',
    none: 'No hay visitas verificadas esta semana.',
    team: 'Visitas de mi equipo no aceptadas',
    teamNone: 'Todas las visitas de su equipo están aceptadas.',
    simulated: 'Agregador estatal simulado',
    correct: 'Corregir horas',
    correctTitle: 'Corregir las horas de la visita',
    correctionWaiting: 'Su corrección está en espera de envío.',
    correctionRefused: 'Su corrección no se aceptó: {reason}',
    discardCorrection: 'Descartar corrección',
    corrected: 'Horas corregidas el {date} por su oficina: {reason}',
  },
};
