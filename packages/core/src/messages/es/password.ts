import type { CatalogPart } from '../catalog.ts';
import type { passwordText as english } from '../ui/password.ts';

export const passwordText: CatalogPart<typeof english> = {
  passwordUpdate: {
    setPassword: 'Establecer contraseña',
    remindMeLater: 'Recordármelo más tarde',
    updatePassword: 'Actualizar contraseña',
    changeTitle: 'Cambiar contraseña',
    rulesHeading: 'Reglas de la contraseña y de la firma electrónica',
    ruleMinLength: 'Longitud mínima (caracteres): {min}',
    ruleMinNumbers: 'Mínimo de números (0-9): {min}',
    ruleMinSymbols: 'Mínimo de símbolos (como ! # $ %): {min}',
    ruleCaseSensitive: 'La contraseña y la firma electrónica distinguen entre mayúsculas y minúsculas.',
    ruleNoMatch: 'La contraseña y la firma electrónica no pueden ser iguales.',
    ruleNoLoginName: 'No se puede usar su nombre de inicio de sesión.',
    ruleSignatureMax: 'Máximo de caracteres de la firma electrónica: {max}.',
    signatureSection: 'Firma electrónica (opcional)',
    signatureHint: 'Complete ambos campos solo si desea establecer una nueva firma electrónica.',
    showEntries: 'Mostrar lo que escribo',
    saving: 'Guardando…',
    changedTitle: 'Contraseña cambiada',
    changed: 'Su contraseña se cambió. Vuelva a iniciar sesión con su nueva contraseña.',
  },
};
