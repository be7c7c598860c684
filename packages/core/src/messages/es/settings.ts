import type { CatalogPart } from '../catalog.ts';
import type { settingsText as english } from '../ui/settings.ts';

export const settingsText: CatalogPart<typeof english> = {
  settingsPage: {
    generalInformation: 'Información general',
    version: 'Versión',
    device: 'Dispositivo',
    operatingSystem: 'Sistema operativo',
    browser: 'Navegador',
    environment: 'Entorno',
    environmentValue: '{host} (compilación {build})',
    currentUser: 'Usuario actual',
    lastSync: 'Fecha y hora de la última sincronización',
    organizations: 'Organizaciones',
    currentOrganization: 'Organización actual',
    availableOrganizations: 'Organizaciones disponibles',
    currentMarker: 'Actual',
    changeOrganization: 'Cambiar organización',
    changeOrganizationPrompt: 'Elija la organización en la que va a trabajar.',
    changeOrganizationOffline:
      'Para cambiar de organización se necesita conexión a la red. Conéctese a internet e inténtelo de nuevo.',
    changeOrganizationFailed: 'No se pudo cambiar la organización. Inténtelo de nuevo más tarde.',
    accountSettings: 'Configuración de la cuenta',
    changeOfflinePin: 'Cambiar PIN sin conexión',
    logOut: 'Cerrar sesión',
    logOutAnyway: 'Cerrar sesión de todos modos',
    unsyncedTitle: 'Datos sin enviar',
    unsyncedMany: {
      one: 'Un registro aún no se ha enviado al servidor. Permanecerá en este dispositivo hasta que vuelva a iniciar sesión.',
      other:
        '{count} registros aún no se han enviado al servidor. Permanecerán en este dispositivo hasta que vuelva a iniciar sesión.',
      many: '{count} de registros aún no se han enviado al servidor. Permanecerán en este dispositivo hasta que vuelva a iniciar sesión.',
    },
  },
};
