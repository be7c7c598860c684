// @asymmetrik/fhir-json-schema-validator ships no types: the one class the tests use.
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: Record<string, unknown>);
    /** The schema's errors for a resource (an empty array when it is valid); verbose gives all of them. */
    validate(resource: unknown, verbose?: boolean): unknown[];
  }
}
