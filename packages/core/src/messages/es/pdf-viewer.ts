import type { CatalogPart } from '../catalog.ts';
import type { pdfViewerText as english } from '../ui/pdf-viewer.ts';

export const pdfViewerText: CatalogPart<typeof english> = {
  pdfViewer: {
    cannotFind: 'No se encuentra el PDF',
    logBackIn: 'Vuelva a iniciar sesión cuando el dispositivo tenga conexión e inténtelo de nuevo',
    updating: 'Actualizando el documento PDF',
    malformed: 'La respuesta no contiene los recursos en el formato correcto',
    title: 'PDF del documento',
    loading: 'Cargando el PDF…',
    unreadable: 'Este PDF no se puede mostrar en este dispositivo.',
    pageOf: 'Página {page} de {pages}',
    pageImage: 'Página {page} de {pages} de {name}',
    pageArea: 'PDF de {name}',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    fitWidth: 'Ajustar al ancho',
    zoomLevel: '{percent}%',
    savedOnDevice: 'Se muestra la copia guardada en este dispositivo.',
  },
  externalSignature: {
    pdfPage: 'PDF',
    signaturesPage: 'Firmas',
  },
};
