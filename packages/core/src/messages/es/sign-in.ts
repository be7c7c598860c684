import type { CatalogPart } from '../catalog.ts';
import type { signInText as english } from '../ui/sign-in.ts';

export const signInText: CatalogPart<typeof english> = {
  loginForm: {
    title: 'Iniciar sesión',
    account: 'Cuenta',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Iniciar sesión',
    signingIn: 'Iniciando sesión…',
    offlineLink: 'Iniciar sesión sin conexión con su PIN',
    version: 'Versión {version}',
  },
};
