import type { ModuleData } from '../entities/document.ts';
import type { Message } from '../messages/format.ts';
import { validateFormModule, type FormFieldError } from './module.ts';

/**
 * What a draft page is refused for: a value no screen of the form makes (text where a list of choices belongs,
 * a choice the list does not have). Anything a person can type, however short, long or ill-formed, is their
 * work in progress: it is stored as typed and checked with every rule and minimum at Next and at signing (spec
 * 2 §4: Previous and the navigator save a page without validation; §5).
 */
const notFromAScreen = (message: Message) =>
  message.key === 'forms.invalid.kind' || message.key === 'forms.invalid.choice';

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
 * it is refused only for a value no screen makes, never for what a person typed (a required field, a business
 * rule, a minimum or maximum length, a pattern), and is stored as the device sent it (hidden values kept while
 * the document is edited). `now` is the server's: a date of birth or of the session after its day is refused.
 */
export function writtenFormModule(
  definition: unknown,
  data: ModuleData,
  signing: boolean,
  now?: Date,
): WrittenFormModule {
  const final = signing || data.formValidated;
  const checked = validateFormModule(definition, data, { nextClicked: final, now });
  if (final) return { errors: checked.errors, data: checked.stored ?? data };
  const impossible = checked.errors.filter((e) => e.fieldId !== null && notFromAScreen(e.message));
  return { errors: impossible, data };
}
