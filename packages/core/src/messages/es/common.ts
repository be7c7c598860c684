import type { CatalogPart } from '../catalog.ts';
import type { commonText as english } from '../ui/common.ts';

export const commonText: CatalogPart<typeof english> = {
  common: {
    ok: 'Aceptar',
    cancel: 'Cancelar',
    yes: 'Sí',
    no: 'No',
    close: 'Cerrar',
    continue: 'Continuar',
    retry: 'Reintentar',
    back: 'Atrás',
    save: 'Guardar',
    submit: 'Enviar',
    next: 'Siguiente',
    previous: 'Anterior',
    loading: 'Cargando…',
    dash: '-',
    deviceSaveFailed: 'No se pudo guardar el cambio en este dispositivo. Inténtelo de nuevo.',
    deviceStorageFull:
      'No se pudo guardar el cambio en este dispositivo: se quedó sin espacio de almacenamiento. Libere espacio e inténtelo de nuevo.',
  },
};
