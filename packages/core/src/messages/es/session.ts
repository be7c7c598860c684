import type { CatalogPart } from '../catalog.ts';
import type { sessionText as english } from '../ui/session.ts';

export const sessionText: CatalogPart<typeof english> = {
  inactivity: {
    title: 'Aviso de inactividad',
    countdown:
      'No ha habido actividad durante un tiempo. Por su seguridad, se cerrará su sesión en {seconds} s.',
    resume: 'Reanudar',
  },
  connection: {
    offlineTitle: 'Modo sin conexión',
    offlineSessionOnline:
      'Volvió a estar en línea, pero inició sesión sin conexión. Todo lo que ingresó se guarda en este dispositivo y se envía al servidor cuando inicie sesión con su contraseña.',
    continueOffline: 'Continuar sin conexión',
    logIn: 'Iniciar sesión',
    refreshFailedTitle: 'Sesión vencida',
    refreshFailed:
      'Su sesión venció. Vuelva a iniciar sesión. Los datos que aún no se enviaron permanecen en este dispositivo y se envían cuando inicie sesión.',
  },
};
