import type { CatalogPart } from '../catalog.ts';
import type { caseloadText as english } from '../ui/caseload.ts';

export const caseloadText: CatalogPart<typeof english> = {
  caseload: {
    clientsLabel: 'Clientes asignados a usted',
    photo: 'Foto',
    name: 'Nombre',
    dateOfBirth: 'Fecha de nacimiento',
    id: 'ID',
    gender: 'Sexo',
    lastSeen: 'Última visita',
    contact: 'Contacto',
    idValue: 'ID {id}',
    call: 'Llamar a {name}',
    map: 'Mapa de la dirección de {name}',
  },
  clientSearch: {
    label: 'Buscar clientes',
    open: 'Buscar clientes',
    close: 'Cerrar la búsqueda',
    noMatch: 'No se encontraron clientes',
  },
};
