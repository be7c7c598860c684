import type { CatalogPart } from '../catalog.ts';
import type { ssoText as english } from '../ui/sso.ts';

export const ssoText: CatalogPart<typeof english> = {
  sso: {
    redirectTitle: 'Redirigiendo para iniciar sesión',
    redirectMessage: 'En un momento se abrirá la página de inicio de sesión de su organización.',
    redirectProgress: 'Tiempo hasta que se abra la página de inicio de sesión',
    signInNow: 'Iniciar sesión ahora',
    redirecting: 'Abriendo la página de inicio de sesión…',
    signedOut: 'Cerró la sesión.',
    signingInTitle: 'Iniciando sesión',
    signingIn: 'Verificando su cuenta…',
    returnHome: 'Volver al inicio',
  },
};
