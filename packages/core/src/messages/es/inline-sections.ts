// The sections en.ts writes out itself (mostly the spec's own sentences), in Spanish.
import type { Catalog } from '../catalog.ts';

type InlineSections = Pick<
  Catalog,
  | 'app'
  | 'login'
  | 'offlineLogin'
  | 'pin'
  | 'signature'
  | 'passwordChange'
  | 'address'
  | 'appointment'
  | 'editTimes'
  | 'verification'
  | 'gps'
  | 'offline'
  | 'settings'
  | 'empty'
  | 'tasks'
  | 'documents'
  | 'server'
>;

export const inlineSections: InlineSections = {
  app: {
    initializing: 'Inicializando la aplicación',
    loadingConfigurations: 'Cargando configuraciones...',
    updateTitle: 'Actualización disponible',
    updateAvailable: 'Hay una nueva versión de la aplicación disponible.',
    updateNow: 'Actualizar ahora',
  },
  login: {
    accountRequired: 'Cuenta: se requiere un valor',
    usernameRequired: 'Nombre de usuario: se requiere un valor',
    passwordRequired: 'Contraseña: se requiere un valor',
    failedTitle: 'Error de inicio de sesión',
    failedDefault: 'No se pudo iniciar sesión. Inténtelo de nuevo.',
    firstTimeLogin:
      'El usuario no ha iniciado sesión con conexión a internet. Conéctese a internet e inténtelo de nuevo.',
    networkError:
      'Conecte el dispositivo a internet para validar sus credenciales en el sistema del proveedor.',
    offlineDeviceLogin:
      'No se pudo iniciar sesión sin conexión en el dispositivo. Revise los campos de cuenta, nombre de usuario y contraseña e inténtelo de nuevo.',
    deviceLogin:
      'No se pudo iniciar sesión en el dispositivo. Revise los campos de cuenta, nombre de usuario y contraseña e inténtelo de nuevo.',
    synchronizationRequiredMore: 'Este proceso podría tardar un poco. ¿Desea continuar?',
    noSecurityRules:
      'No se encontraron reglas de administración de seguridad. Comuníquese con el administrador del sistema.',
    loginFailed:
      'No se pudo iniciar sesión. Revise los campos de cuenta, nombre de usuario y contraseña e inténtelo de nuevo',
    privilegeRequiredTitle: 'Se requiere privilegio',
    privilegeRequired:
      'Se requiere privilegio: no tiene privilegios para acceder a la aplicación móvil del proveedor. Comuníquese con el administrador del sistema.',
    offlineIncorrect: 'El nombre de usuario o el PIN sin conexión son incorrectos. Inténtelo de nuevo.',
    deviceOffline: 'El dispositivo no tiene conexión. Revise su conexión de red e inténtelo de nuevo.',
    serviceResponseError: 'Ocurrió un problema con la respuesta del servicio. Inténtelo de nuevo más tarde.',
    passwordExpiring:
      'Tenga en cuenta: su contraseña vencerá pronto. Puede actualizarla en el sistema del proveedor.',
    passwordMustUpdate: 'Tenga en cuenta: debe actualizar la contraseña del proveedor para continuar.',
    loginErrorResponse: 'Respuesta de error de inicio de sesión',
    loginDialogTitle: 'Inicio de sesión',
    securityRulesTitle: 'Reglas de administración de seguridad',
    networkErrorTitle: 'Error de red',
    firstTimeLoginTitle: 'Primer inicio de sesión',
    offlineDeviceLoginTitle: 'Inicio de sesión sin conexión en el dispositivo',
    deviceLoginTitle: 'Inicio de sesión en el dispositivo',
    notLastUserTitle: 'No es el último usuario',
    notLastUser:
      'Otro usuario tiene datos en este dispositivo que no se han sincronizado. Ese usuario debe conectarse a internet e iniciar sesión para sincronizarlos antes de que usted pueda iniciar sesión.',
    synchronizationRequiredTitle: 'Sincronización requerida',
    synchronizationRequired:
      'Este dispositivo contiene datos suyos que no se han sincronizado. Ahora se enviarán al servidor.',
    serviceResponseErrorTitle: 'Error del servicio',
    networkConnectionErrorTitle: 'Error de conexión de red',
    passwordExpirationTitle: 'Vencimiento de la contraseña',
    updatePasswordTitle: 'Actualizar contraseña',
    loginDisabledTitle: 'Inicio de sesión deshabilitado',
    maximumAttemptsTitle: 'Máximo de intentos de inicio de sesión',
    // {minutes}, not count: the unit symbol reads right for any number.
    loginDisabled: 'El inicio de sesión está deshabilitado durante {minutes} min.',
  },
  offlineLogin: {
    usernameRequired: 'Ingrese su nombre de usuario',
    pinRequired: 'Ingrese su PIN sin conexión',
    pinLength: 'El PIN debe tener 4 dígitos',
  },
  pin: {
    required: 'Ingrese un PIN',
    confirmRequired: 'Vuelva a ingresar su PIN',
    length: 'El PIN debe tener 4 dígitos',
    mismatch: 'El PIN no coincide',
  },
  signature: {
    required: 'Ingrese una firma',
    confirmRequired: 'Vuelva a ingresar su firma',
    mismatch: 'Error: los valores de la firma no coinciden. Inténtelo de nuevo.',
    requirementsNotMet:
      'Error: la firma ingresada no cumple los requisitos. Revise las reglas e inténtelo de nuevo.',
    staffRequired: 'Firma del personal es un campo obligatorio. Ingrese un valor.',
    staffMismatch: 'La firma ingresada no coincide con la firma registrada.',
    proofLocked:
      'Demasiadas firmas incorrectas. La firma está bloqueada; vuelva a intentarlo en {minutes} min.',
    deviceProofLocked:
      'Demasiadas firmas incorrectas en este dispositivo. Inicie sesión en línea para volver a firmar.',
    changeNeedsPassword: 'Ingrese su contraseña para cambiar su firma electrónica.',
  },
  passwordChange: {
    fieldRequired: '{field} es un campo obligatorio. Ingrese un valor y vuelva a enviar.',
    passwordMismatch: 'La nueva contraseña ingresada no coincide con la contraseña confirmada.',
    signatureMismatch: 'La nueva firma electrónica ingresada no coincide con la firma confirmada.',
    fallback: 'No se pudo cambiar la contraseña.',
    incorrectPassword: 'La contraseña actual ingresada es incorrecta.',
    passwordRequirements:
      'La nueva contraseña no cumple con la longitud mínima ni con los números y símbolos requeridos.',
    signatureRequirements:
      'La nueva firma electrónica no cumple con la longitud mínima ni con los números y símbolos requeridos.',
    previousPassword: 'La nueva contraseña no puede ser igual a la contraseña actual.',
    matchingPasswordSignature: 'La contraseña y la firma electrónica no pueden ser iguales.',
    loginNameUsed:
      'El nombre de inicio de sesión no se puede usar en la contraseña ni en la firma electrónica.',
    existingPasswordLabel: 'Contraseña actual',
    newPasswordLabel: 'Contraseña nueva',
    confirmPasswordLabel: 'Confirmar contraseña nueva',
    newSignatureLabel: 'Firma electrónica nueva',
    confirmSignatureLabel: 'Confirmar firma electrónica',
  },
  address: {
    required: 'Este es un campo obligatorio; ingrese un valor.',
    invalidZip: 'Ingrese un código postal válido',
    tooLong: 'Máximo de caracteres permitido: {max}.',
    invalidState: 'Seleccione un estado de la lista.',
  },
  appointment: {
    futureStartDate: 'La fecha de inicio no puede ser una fecha futura.',
    futureStartTime: 'La hora de inicio no puede ser una hora futura.',
    nonBillableExceedsDuration: 'Los minutos no facturables no pueden superar la duración real.',
    cannotSaveTitle: 'No se puede guardar la cita',
    visitTooLong: 'No se pueden guardar visitas de 24 horas o más.',
    clientProgramNotFound:
      'No se puede determinar el programa del cliente: Cliente[{clientId}] Programa[{programId}] Org[{organizationId}].',
    overlapContinue: '¿Desea continuar?',
    overlapRefused: 'El miembro del personal no está autorizado a programar citas superpuestas.',
    overlapOpenVisit:
      'El miembro del personal no está autorizado a programar citas superpuestas. La visita con {client} (inicio: {started}) sigue en sesión: deténgala primero y luego inténtelo de nuevo.',
    notFound: 'No se encontró la cita.',
    organizationNotAllowed: 'La organización no está disponible para este miembro del personal.',
    clientNotFound: 'No se encontró el cliente.',
    required: 'Este es un campo obligatorio; ingrese un valor.',
    nonBillableInvalid: 'Los minutos no facturables deben ser un número entero de 0 a 999.',
    visitVerified: 'La visita de esta cita se verificó. La cita ya no se puede cambiar.',
  },
  editTimes: {
    conflict: 'Estas horas entran en conflicto con otra cita.',
    reasonRequired: 'Motivo del cambio es un campo obligatorio. Complételo y guarde.',
    commentsRequired: 'Comentarios es un campo obligatorio. Complételo y guarde.',
    commentsTooLong: 'Comentarios: el máximo de caracteres es {max}.',
    startRequired: 'Fecha de inicio es un campo obligatorio. Complételo y guarde.',
    endRequired: 'Fecha de finalización es un campo obligatorio. Complételo y guarde.',
    futureStartDate: 'La fecha de inicio no puede ser una fecha futura.',
    futureStartTime: 'La hora de inicio no puede ser una hora futura.',
    futureEndDate: 'La fecha de finalización no puede ser una fecha futura.',
    futureEndTime: 'La hora de finalización no puede ser una hora futura.',
    startAfterEnd: 'La hora de inicio no puede ser posterior a la hora de finalización.',
    tooLong: 'La cita debe durar menos de 24 horas.',
    beforeMinimumDate: 'La fecha de inicio no puede ser anterior al {date}.',
  },
  verification: {
    statusRequired: 'Estado es un campo obligatorio. Seleccione un valor y vuelva a enviar.',
    serviceRequired:
      'Verificación del servicio es un campo obligatorio. Haga una selección y vuelva a enviar',
    durationRequired:
      'Verificación de la duración es un campo obligatorio. Haga una selección y vuelva a enviar',
    signatureOrNo:
      'Capture una firma o seleccione "No" en la verificación de servicios/duración y vuelva a enviar.',
    declinedReasonRequired:
      'Motivo del rechazo de la verificación es un campo obligatorio. Seleccione un valor y vuelva a enviar.',
    declinedCommentsRequired:
      'Comentarios sobre el rechazo de la verificación es un campo obligatorio. Ingrese un valor y vuelva a enviar.',
    missingSignatureReasonRequired:
      'Motivo de la falta de firma es un campo obligatorio. Seleccione un valor y vuelva a enviar.',
    missingSignatureCommentsRequired:
      'Comentarios sobre la falta de firma es un campo obligatorio. Ingrese un valor y vuelva a enviar.',
    addressReasonRequired:
      'Motivo de la discrepancia de dirección es un campo obligatorio. Seleccione un valor y vuelva a enviar.',
    addressCommentsRequired:
      'Comentarios sobre la discrepancia de dirección es un campo obligatorio. Ingrese un valor y vuelva a enviar.',
    commentsTooLong: 'Comentarios: el máximo de caracteres es {max}.',
    confirmSubmit: '¿Confirma que desea enviar esta verificación de visita?',
    confirmNotSent: 'Con el estado {status}, esta visita no se enviará. ¿Confirma que desea enviarla?',
  },
  gps: {
    // {action} is sessions.actionStart or actionStop: 'iniciar' or 'detener'.
    denied:
      'No se puede {action} la visita de un cliente con los servicios de ubicación desactivados. Active los servicios de ubicación de su navegador e inténtelo de nuevo.',
    timeout:
      'No se puede {action} la visita. Configure los servicios de ubicación de su dispositivo en Permitir para su dispositivo y su navegador.',
  },
  offline: {
    mode: 'En este momento no tiene conexión. Revise su conexión de red.',
  },
  settings: {
    logoutConfirm: '¿Confirma que desea cerrar sesión?',
  },
  empty: {
    appointments: 'No hay citas programadas',
    tasks: 'No hay tareas incompletas',
    clients: 'No se encontraron clientes',
    documents: 'No se encontraron documentos',
    messages: 'No se encontraron mensajes',
    vitals: 'No se encontraron signos vitales',
    allergies: 'No se encontraron alergias',
    medications: 'No se encontraron medicamentos',
    diagnoses: 'No se encontraron diagnósticos',
    notSet: 'Sin establecer',
  },
  tasks: {
    openSession: 'Sesión abierta',
    noStatus: 'Cita: sin estado',
    incomplete: 'Documento de servicio incompleto',
    unsigned: 'Documento de servicio sin firmar',
    missing: 'Falta el documento de servicio',
    pdf: 'PDF',
  },
  documents: {
    maxOpen:
      'Alcanzó el número máximo de documentos abiertos, que es cuatro. Cierre un documento antes de intentar abrir otro.',
    deleteConfirm: '¿Confirma que desea eliminar este documento?',
    notRequired: 'La documentación de servicio no es obligatoria para esta actividad.',
  },
  server: {
    unknownTable: 'Tabla desconocida: {table}.',
    notFound: 'No se encontró.',
    invalidRequest: 'La solicitud no es válida: {detail}',
    fieldIssue: '{field}: {detail}',
    requestIssue: '{detail}',
    malformedJson: 'El cuerpo de la solicitud no es JSON válido.',
    payloadTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
    unauthorized: 'Se requiere autenticación.',
    invalidToken: 'El token de acceso no es válido o venció.',
    invalidClient: 'Las credenciales de la aplicación cliente no son válidas.',
    unsupportedGrant: 'El tipo de concesión no es compatible.',
    invalidRefreshToken: 'El token de actualización no es válido o venció.',
    tooManyRequests: 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.',
    internal: 'Ocurrió un problema con la respuesta del servicio. Inténtelo de nuevo más tarde.',
    writeConflict: 'Otra solicitud cambió este registro al mismo tiempo. Inténtelo de nuevo.',
    valueRejected: 'No se puede almacenar un valor de este registro.',
    ssoNotConfigured: 'El inicio de sesión único no está configurado en este servidor.',
    userUnknown: 'Ningún miembro del personal está vinculado a esta identidad.',
    pinInvalid: 'El PIN debe tener 4 dígitos',
    signatureTooLong: 'La firma electrónica admite como máximo 20 caracteres.',
    visitNotFound: 'No se encontró la visita.',
    referenceNotFound: 'No se encontró {name}.',
    endBeforeStart: 'La hora de finalización debe ser posterior a la hora de inicio.',
    statusNotAllowed: 'No se puede elegir el estado {status} para esta cita en este momento.',
    statusLocked: 'El estado de esta cita ya no se puede cambiar.',
    addressNotFound: 'No se encontró la dirección de la visita de este cliente.',
    addressInvalid: 'La dirección {which} de la visita no está completa: {detail}',
    addressRequired: 'Se requiere una dirección {which} de la visita para esta actividad.',
    visitAddress: { start: 'de inicio', end: 'de finalización' },
    reasonCodeNotFound: 'El código de motivo {id} no es un código de motivo de EVV de esta agencia.',
    qualifierNotOffered: 'El calificador de actividad {id} no se ofrece para la organización de esta cita.',
    visitLocked: 'Esta visita se verificó y ya no se puede cambiar.',
    visitAlreadyVerified:
      'Esta visita ya se verificó en otro dispositivo o en su agencia. Esa verificación se mantiene; esta no se guardó.',
    visitAlreadyVerifiedDisputeKept:
      'Esta visita ya se verificó en otro dispositivo o en su agencia. Esa verificación se mantiene; esta no se guardó, y las respuestas del cliente que contenía se conservaron con la visita para su agencia.',
    signatureNotPng: 'La firma del cliente debe ser una imagen PNG.',
    signatureTooLarge:
      'La imagen de la firma del cliente puede medir como máximo {maxSide} px de ancho y de alto, {megapixels} MP y {kilobytes} KB.',
    verificationIncomplete: 'No se puede verificar la visita: {detail}',
    correctionNotVerified: 'Esta visita aún no está verificada, por lo que no se puede corregir.',
    correctionOwnVisit: 'No puede corregir su propia visita. Su supervisor puede hacerlo.',
    correctionNotSupervisor:
      'Solo un supervisor del miembro del personal que realizó esta visita puede corregirla.',
  },
};
