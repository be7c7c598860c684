import type { ModuleData } from '../entities/document.ts';
import type { Message } from '../messages/format.ts';
import { validateFormModule, type FormFieldError } from './module.ts';

/**
 * What an unfinished page may show and still be saved: a required field or a broken business rule (spec 2
 * §4: Previous and the navigator save a page without validation).
 */
const unfinished = (message: Message) =>
  message.key.startsWith('forms.required.') || message.key.startsWith('forms.rule.');

/** A configurable-form page of a document write, as the server judges it. */
export interface WrittenFormModule {
  /** What refuses the write (each with its message in words); none when the page may be stored. */
  errors: FormFieldError[];
  /** The module data to store. */
  data: ModuleData;
}

/**
 * A configurable-form page as the server takes it on write (docs/forms.md). A page confirmed with Next
 * (`formValidated`), or any page of a document being signed, is validated as after Next, refused for every
 * error, and stored with hidden, blank and unknown values left out. A draft page is validated as before Next:
 * it is refused only for a value its field cannot hold, never for a required field or a business rule, and
 * is stored as the device sent it (hidden values kept while the document is edited).
 */
export function writtenFormModule(
  definition: unknown,
  data: ModuleData,
  signing: boolean,
): WrittenFormModule {
  const final = signing || data.formValidated;
  const checked = validateFormModule(definition, data, { nextClicked: final });
  if (final) return { errors: checked.errors, data: checked.stored ?? data };
  const malformed = checked.errors.filter((e) => e.fieldId !== null && !unfinished(e.message));
  return { errors: malformed, data };
}
