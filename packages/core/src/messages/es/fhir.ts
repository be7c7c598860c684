import type { CatalogPart } from '../catalog.ts';
import type { fhirText as english } from '../ui/fhir.ts';

export const fhirText: CatalogPart<typeof english> = {
  fhir: {
    adminRequired: 'Para importar un cuestionario se necesita el privilegio de administrador.',
    problem: '{item}: {reason}',
    notImported: 'El cuestionario no se importó: no se guardó nada de él.',
    notExportable: 'Esta plantilla no se puede escribir como cuestionario.',
    notSigned: 'Solo un documento firmado se puede exportar como QuestionnaireResponse.',
  },
};
