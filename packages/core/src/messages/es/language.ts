import type { CatalogPart } from '../catalog.ts';
import type { languageText as english } from '../ui/language.ts';

export const languageText: CatalogPart<typeof english> = {
  language: {
    title: 'Idioma',
    intro:
      'La aplicación se muestra en el idioma que elija, en este dispositivo y en los demás en los que inicie sesión. El texto que escribió su agencia, como las etiquetas de los formularios y los nombres de las plantillas, se muestra tal como se escribió, y el PDF de un documento se imprime en inglés, como registro de la agencia.',
  },
};
