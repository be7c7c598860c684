import type { AppointmentStatus } from '../entities/appointment.ts';
import { fieldText, lookUpText } from './attributes.ts';
import type { CompiledField } from './compile.ts';

/** What the device knows that display-only fields show. */
export interface DisplaySources {
  /** The document's client as the device holds it: a LookUp shows one of its properties. */
  readonly client: Readonly<Record<string, unknown>> | null;
  /** An ActivityCounter's count (activityCount), or null while it is not known. */
  readonly activityCount: number | null;
}

/**
 * An ActivityCounter's count: the client's activities that took place (appointments Kept) on or before the
 * document's service date. The spec names the field type only (spec 2 §3); this is what the app counts.
 */
export function activityCount(
  appointments: readonly { status: AppointmentStatus; appointmentDate: string }[],
  serviceDate: string,
): number {
  const last = serviceDate.slice(0, 10);
  return appointments.filter((a) => a.status === 'Kept' && a.appointmentDate.slice(0, 10) <= last).length;
}

/**
 * The content a display-only field shows under its label (spec 2 §3): a ReadOnlyText its text, a LookUp the
 * client's property it names, an ActivityCounter its count. Null when there is nothing to show: a form break
 * (its label is the heading), a text that only repeats the label, or a value the device does not hold.
 */
export function displayContent(compiled: CompiledField, sources: DisplaySources): string | null {
  const { field } = compiled;
  if (field.type === 'ReadOnlyText') {
    const text = fieldText(field);
    return text === field.label ? null : text;
  }
  if (field.type === 'LookUp') return (sources.client && lookUpText(field, sources.client)) || null;
  if (field.type === 'ActivityCounter')
    return sources.activityCount === null ? null : String(sources.activityCount);
  return null;
}
