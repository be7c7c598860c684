import type { CatalogPart } from '../catalog.ts';
import type { offlineSetupText as english } from '../ui/offline-setup.ts';

export const offlineSetupText: CatalogPart<typeof english> = {
  offlineLoginForm: {
    title: 'Inicio de sesión sin conexión',
    intro:
      'Inicie sesión con su nombre de usuario y su PIN sin conexión mientras el dispositivo no tenga conexión.',
    username: 'Nombre de usuario',
    pin: 'PIN sin conexión',
    showPin: 'Mostrar PIN',
    hidePin: 'Ocultar PIN',
    submit: 'Iniciar sesión',
    signingIn: 'Iniciando sesión…',
    onlineLink: 'Iniciar sesión en línea con su contraseña',
    dialogTitle: 'Inicio de sesión sin conexión',
    notPreviousUserTitle: 'No es el usuario anterior',
    notPreviousUser:
      'Solo el último usuario que inició sesión en este dispositivo puede iniciar sesión sin conexión. Conéctese a internet e inicie sesión con su cuenta, nombre de usuario y contraseña.',
  },
  setupScreen: {
    stepOf: 'Paso {step} de {total}',
    logOut: 'Cerrar sesión',
    saving: 'Guardando…',
    sessionExpiredTitle: 'Sesión vencida',
    sessionExpired: 'Su sesión venció. Cierre sesión y vuelva a iniciarla.',
    createPinTitle: 'Crear PIN sin conexión',
    createPinIntro:
      'Elija un PIN de 4 dígitos. Junto con su nombre de usuario, le permite iniciar sesión en este dispositivo cuando no haya conexión.',
    pin: 'PIN',
    confirmPin: 'Confirmar PIN',
    savePin: 'Guardar PIN',
    enterPinTitle: 'Ingresar PIN sin conexión',
    enterPinIntro:
      'Ya tiene un PIN sin conexión. Ingréselo para poder iniciar sesión también en este dispositivo cuando no haya conexión.',
    offlinePin: 'PIN sin conexión',
    continue: 'Continuar',
    checking: 'Verificando…',
    pinIncorrect: 'Este no es su PIN sin conexión. Inténtelo de nuevo.',
    forgotPin: '¿Olvidó su PIN? Elija uno nuevo',
    newPinIntro:
      'Elija un nuevo PIN de 4 dígitos para este dispositivo y para los dispositivos en los que inicie sesión de ahora en adelante. Los dispositivos que ya usó conservan el PIN que tienen.',
    pinExists: 'Ya tiene un PIN sin conexión. Ingréselo en lugar de crear uno nuevo.',
    createSignatureTitle: 'Crear firma electrónica',
    createSignatureIntro: 'Su firma electrónica confirma los documentos de servicio que usted completa.',
    signature: 'Firma electrónica',
    confirmSignature: 'Confirmar firma electrónica',
    showSignature: 'Mostrar firma',
    hideSignature: 'Ocultar firma',
    saveSignature: 'Guardar firma',
    rulesTitle: 'Reglas de la firma',
    ruleMinLength: {
      one: 'Al menos 1 carácter, como máximo {max}',
      other: 'Al menos {count} caracteres, como máximo {max}',
      many: 'Al menos {count} de caracteres, como máximo {max}',
    },
    ruleMaxLength: 'Máximo de caracteres: {max}',
    ruleMinNumbers: 'Números (0-9): al menos {count}',
    ruleMinSymbols: 'Símbolos (como ! # $ %): al menos {count}',
    ruleCaseSensitive: 'Distingue entre mayúsculas y minúsculas',
    ruleNoUsername: 'No puede contener su nombre de usuario ({username})',
  },
  changePinPage: {
    title: 'Cambiar PIN sin conexión',
    intro:
      'Su nuevo PIN de 4 dígitos reemplaza al anterior para iniciar sesión sin conexión en este dispositivo.',
    newPin: 'PIN nuevo',
    confirmPin: 'Confirmar PIN nuevo',
    save: 'Guardar PIN',
    saved: 'Se cambió su PIN sin conexión.',
    failed: 'No se pudo guardar el PIN en este dispositivo. Inténtelo de nuevo.',
    backToSettings: 'Volver a Configuración',
  },
};
