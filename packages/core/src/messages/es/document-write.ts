import type { CatalogPart } from '../catalog.ts';
import type { documentWriteText as english } from '../ui/document-write.ts';

export const documentWriteText: CatalogPart<typeof english> = {
  documentWrite: {
    versionConflict:
      'Este documento se cambió en el servidor después de que se abrió su copia. Su copia se conserva: guárdela como documento nuevo o tome la versión del servidor.',
    final: 'Este documento está firmado y ya no se puede cambiar.',
    notFound: 'No se encontró el documento.',
    futureServiceDate: 'La fecha de servicio no puede ser una fecha futura.',
    templateNotFound: 'No se encontró la plantilla del documento de servicio.',
    templateVersionNotFound: 'No se encontró la versión {version} de la plantilla del documento de servicio.',
    templateNotOffered: 'Este tipo de documento no se puede crear en esta aplicación.',
    templateNotCrosswalked: 'Este tipo de documento no está asociado a la actividad de la cita.',
    templateAgeNotAllowed: 'Este tipo de documento es para clientes de {from} a {to} años de edad.',
    templateChanged: 'Un documento conserva la versión de plantilla con la que se comenzó.',
    moduleNotInTemplate: 'La página {moduleId} no forma parte de la plantilla de este documento.',
    organizationNotDescendant:
      'Un documento solo se puede escribir en su organización actual o en una organización que dependa de ella.',
    clientNotFound: 'No se encontró el cliente.',
    appointmentNotFound: 'No se encontró la cita de este cliente.',
    clientProgramNotFound: 'No se encontró el programa de este cliente.',
    staffNotCaller: 'Un documento nuevo debe escribirlo el miembro del personal que figura en él.',
    signerNotCaller: 'Solo el miembro del personal que inició sesión puede firmar un documento.',
    signatureRemoved: 'Una firma ya dada no se puede quitar ni cambiar.',
    staffSignaturesInconsistent:
      'Las firmas del personal no coinciden con el firmante y la hora registrados.',
    notValidated:
      'El documento no se puede firmar hasta que todas las páginas se hayan confirmado con Siguiente.',
    programRequired: 'Programa es un campo obligatorio. Seleccione un valor.',
    nextStaffNotFound: 'No se encontró al siguiente miembro del personal que debe firmar.',
    nextStaffRequired: 'Próximo firmante es un campo obligatorio. Seleccione un valor.',
    nextStaffFixed: 'El siguiente miembro del personal que debe firmar solo puede cambiar con una firma.',
    signerNotNext:
      'Solo el autor y, después, el siguiente miembro del personal designado para firmar pueden firmar este documento.',
    staffSignaturesFull: 'Este documento no admite más firmas del personal.',
    nextStaffSigned: 'El siguiente miembro del personal que debe firmar ya firmó este documento.',
    notFullySigned:
      'El documento no se puede marcar como firmado por completo antes de capturar todas las firmas.',
    signatureNotPng: 'Una firma externa debe ser una imagen PNG.',
    signatureTooLarge:
      'Una imagen de firma externa puede medir como máximo {maxSide} px de ancho y de alto, {megapixels} MP y {kilobytes} KB.',
    valueTooDeep: 'Un valor puede anidar listas y grupos como máximo hasta el nivel {max} de profundidad.',
    deleteNotAllowed: 'Solo se pueden eliminar sus propios documentos en estado Incompleto o Sin firmar.',
    signedContent:
      'Este documento se firmó. Su contenido ya no se puede cambiar; solo se puede agregar la siguiente firma del personal.',
    externalNotCaptured:
      'El documento no se puede firmar hasta que cada firma externa se haya capturado o se haya marcado como imposible de obtener.',
    impactIssue: '{question}: {message}',
  },
  documentResolve: {
    title: 'Documento cambiado en el servidor',
    keepMine: 'Conservar el mío como documento nuevo',
    takeServer: 'Tomar el del servidor',
  },
};
