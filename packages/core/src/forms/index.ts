// The configurable-form engine (spec 2 §3, §4, §5): definitions, compilation into a rule graph, evaluation
// (full and incremental), the page kind's check and storage, the server's re-validation, widths and parts.
export * from './definition.ts';
export { FIELD_TYPE_TRAITS, isFieldType } from './field-types.ts';
export * from './choice-lists.ts';
export * from './attributes.ts';
export * from './display-content.ts';
export { compileForm, servedFormDefinition, type CompiledForm, type CompiledField } from './compile.ts';
export * from './evaluate.ts';
export * from './evaluate-from.ts';
export * from './module.ts';
export * from './copy-forward.ts';
export * from './parts.ts';
export * from './phone-entry.ts';
export * from './address-entry.ts';
export { partLabel } from './field-check.ts';
export { toFieldValue, valuesFromFieldData } from './values.ts';
export * from './value-text.ts';
export * from './written-module.ts';
