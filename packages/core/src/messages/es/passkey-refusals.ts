import type { CatalogPart } from '../catalog.ts';
import type { passkeyRefusalText as english } from '../ui/passkey-refusals.ts';

export const passkeyRefusalText: CatalogPart<typeof english> = {
  passkeyRefusal: {
    unavailable: 'Las llaves de acceso no se pueden usar en esta dirección.',
    challengeUnknown:
      'Esta llave de acceso respondió a una solicitud que el servidor no hizo. Inténtelo de nuevo.',
    challengeExpired: 'La solicitud de la llave de acceso venció. Inténtelo de nuevo.',
    challengeUsed: 'Esta solicitud de llave de acceso ya se usó. Inténtelo de nuevo.',
    origin: 'La llave de acceso se usó en una dirección que el servidor no acepta.',
    rpId: 'Esta llave de acceso pertenece a otro sitio.',
    userVerification:
      'La llave de acceso no confirmó su identidad con su huella digital, su rostro o el bloqueo de pantalla. Inténtelo de nuevo.',
    counter:
      'Es posible que esta llave de acceso se haya copiado: su contador de usos retrocedió. Inicie sesión de otra forma y elimínela.',
    signature: 'La firma de la llave de acceso no es válida.',
    unknown:
      'Esta llave de acceso no se conoce aquí. Es posible que se haya eliminado. Inicie sesión de otra forma.',
    invalid: 'La respuesta de la llave de acceso no es válida.',
    exists: 'Esta llave de acceso ya está registrada.',
    // {max}, not count: worded to read right for any number.
    limit: 'Ya tiene el número máximo de llaves de acceso ({max}). Elimine una antes de agregar otra.',
  },
};
