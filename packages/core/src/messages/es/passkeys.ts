import type { CatalogPart } from '../catalog.ts';
import type { passkeysText as english } from '../ui/passkeys.ts';

export const passkeysText: CatalogPart<typeof english> = {
  passkeys: {
    signIn: 'Iniciar sesión con una llave de acceso',
    signingIn: 'Esperando su llave de acceso…',
    or: 'o',
    signInTitle: 'Llave de acceso',
    signInRefused:
      'No se pudo iniciar sesión con esta llave de acceso. Es posible que se haya eliminado. Inicie sesión de otra forma.',
    signInFailed:
      'No se pudo iniciar sesión con una llave de acceso. Inténtelo de nuevo o inicie sesión de otra forma.',
    unlock: 'Desbloquear con llave de acceso',
    unlocking: 'Esperando su llave de acceso…',
    cannotUnlock:
      'Esta llave de acceso no puede desbloquear la aplicación en este dispositivo. Use su nombre de usuario y su PIN sin conexión.',
    wrongPasskey:
      'Su llave de acceso no desbloqueó la aplicación. Inténtelo de nuevo o use su PIN sin conexión.',
    offerTitle: 'Inicie sesión más rápido con una llave de acceso',
    offerText:
      'La próxima vez, use su huella digital, su rostro o el bloqueo de pantalla en lugar de escribir su contraseña. Es más rápido y más seguro.',
    offerCreate: 'Crear una llave de acceso',
    offerNotNow: 'Ahora no',
    creating: 'Creando…',
    createdTitle: 'Llave de acceso creada',
    createdOffline:
      'Ya puede iniciar sesión con su llave de acceso. También desbloquea la aplicación en este dispositivo cuando no hay conexión.',
    createdOnlineOnly:
      'Ya puede iniciar sesión con su llave de acceso cuando esté en línea. En este dispositivo no puede desbloquear la aplicación sin conexión: en ese caso, siga usando su PIN sin conexión.',
    createFailed: 'No se pudo crear la llave de acceso. Inténtelo de nuevo más tarde.',
    alreadyOnDevice: 'Este dispositivo ya tiene una llave de acceso suya.',
    title: 'Llaves de acceso',
    intro:
      'Inicie sesión con su huella digital, su rostro o el bloqueo de pantalla en lugar de su contraseña.',
    none: 'Todavía no tiene llaves de acceso.',
    add: 'Agregar una llave de acceso',
    remove: 'Eliminar',
    removeLabel: 'Eliminar la llave de acceso {name}',
    removeTitle: 'Eliminar llave de acceso',
    removeConfirm:
      '¿Eliminar la llave de acceso "{name}"? Ya no le permitirá iniciar sesión ni desbloquear la aplicación en este dispositivo.',
    removed: 'Se eliminó la llave de acceso.',
    removeFailed: 'No se pudo eliminar la llave de acceso. Inténtelo de nuevo más tarde.',
    createdOn: 'Agregada el {date}',
    lastUsedOn: 'Último uso: {date}',
    unlocksOffline: 'También desbloquea sin conexión aquí',
    needsConnection:
      'Las llaves de acceso solo se pueden agregar o eliminar cuando el dispositivo está en línea.',
    loadFailed: 'No se pudieron cargar sus llaves de acceso. Inténtelo de nuevo más tarde.',
  },
};
