import type { CatalogPart } from '../catalog.ts';
import type { formsText as english } from '../ui/forms.ts';

export const formsText: CatalogPart<typeof english> = {
  forms: {
    required: {
      choice: 'Haga una selección para {label} y luego envíe',
      value: 'Ingrese un valor para {label} y luego envíe',
    },
    rule: {
      mustEqual: '{label} debe ser igual a {value}',
      mustNotEqual: '{label} no debe ser igual a {value}',
      mustNotBeBlank: '{label} no debe quedar en blanco',
      dateInFuture: '{label} no puede ser una fecha futura.',
    },
    // The limits come as {n}, {min} and {max}, not count: each is worded to read right for any number.
    maxCharacters: 'Máx. de caracteres: {n}.',
    characterCount: '{length}/{max}',
    invalid: {
      tooShort: '{label}: el mínimo de caracteres es {min}.',
      tooLong: '{label}: el máximo de caracteres es {max}.',
      letters: '{label} solo admite letras y dígitos.',
      number: '{label} solo admite un número.',
      text: '{label} solo admite letras, dígitos, espacios y signos de puntuación.',
      ssn: '{label} debe tener el formato XXX-XX-XXXX.',
      date: '{label} debe ser una fecha.',
      time: '{label} debe ser una hora.',
      dateTime: '{label} debe ser una fecha y hora.',
      choice: '{label} debe ser una de sus opciones.',
      digits: '{label} solo admite dígitos.',
      partTooLong: '{label}: el máximo de caracteres de {part} es {max}.',
      kind: '{label} contiene un valor de tipo incorrecto.',
    },
    floating: {
      one: '1 campo de esta página requiere atención.',
      other: '{count} campos de esta página requieren atención.',
      many: '{count} de campos de esta página requieren atención.',
    },
    partsAnd: '{parts} y {last}',
    problems: {
      title: 'Este formulario no se puede mostrar',
      unreadable: 'No se puede leer la definición del formulario ({detail}).',
      duplicateField: 'El formulario tiene dos campos con el ID {id}.',
      unknownType: 'El campo {id} tiene un tipo que esta aplicación no conoce: {type}.',
      missingField: 'La regla {order} menciona el campo {id}, que no está en el formulario.',
      refusesNothing: 'La regla {order} no rechaza ningún valor del campo {id}.',
      ruleCycle: 'Las reglas {orders} ocultan campos que sus propias condiciones leen, en un ciclo.',
      notFound: 'El formulario de esta página no está en este dispositivo.',
    },
    address: {
      street1: 'Calle 1',
      street2: 'Calle 2',
      aptSuite: 'Apto./Unidad',
      city: 'Ciudad',
      state: 'Estado/Provincia',
      zip: 'Código postal',
      zipPlusFour: 'Código postal + 4',
    },
    phone: {
      countryCode: 'Código de país',
      phoneNumber: 'Número de teléfono',
      ext: 'Ext.',
    },
  },
};
