import { OPEN_END_YEARS } from '../constants.ts';
import type { Message } from '../messages/format.ts';
import { addYearsToDate, centralDate, isDateString } from '../time/central.ts';

/** A program or client program's dates: yyyy-MM-dd, or an ISO instant read as its US Central date. */
export interface ProgramDates {
  beginDate: string;
  endDate: string | null;
}

export interface ClientProgramCandidate extends ProgramDates {
  clientProgramId: number;
  clientId: number;
  programId: number;
  organizationId: number;
}

/** spec 1 §5: program dates are US Central; an ISO instant is read as the Central date it falls on. */
export function programDay(value: string): string {
  if (isDateString(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a program date: ${value}`);
  return centralDate(instant);
}

/**
 * spec 1 §5: matched by begin and end date (both inclusive) in US Central time; an open end counts as
 * one year ahead of today.
 */
export function isWithinProgramDates(dates: ProgramDates, serviceInstant: Date, now: Date): boolean {
  const serviceDay = centralDate(serviceInstant);
  const end =
    dates.endDate === null ? addYearsToDate(centralDate(now), OPEN_END_YEARS) : programDay(dates.endDate);
  return programDay(dates.beginDate) <= serviceDay && serviceDay <= end;
}

/** The programs whose dates cover the service instant. */
export function activePrograms<T extends ProgramDates>(
  programs: readonly T[],
  serviceInstant: Date,
  now: Date,
): T[] {
  return programs.filter((program) => isWithinProgramDates(program, serviceInstant, now));
}

export interface FindClientProgramInput<T extends ClientProgramCandidate> {
  clientId: number;
  programId: number;
  organizationId: number;
  serviceInstant: Date;
  now: Date;
  clientPrograms: readonly T[];
}

/**
 * The client program for a service, or null. When several enrolments cover the day (the spec does not
 * say), the one that began last wins; on equal begin dates the earlier one in the list.
 */
export function findClientProgram<T extends ClientProgramCandidate>({
  clientId,
  programId,
  organizationId,
  serviceInstant,
  now,
  clientPrograms,
}: FindClientProgramInput<T>): T | null {
  let best: T | null = null;
  for (const candidate of clientPrograms) {
    if (
      candidate.clientId !== clientId ||
      candidate.programId !== programId ||
      candidate.organizationId !== organizationId ||
      !isWithinProgramDates(candidate, serviceInstant, now)
    ) {
      continue;
    }
    if (best === null || programDay(candidate.beginDate) > programDay(best.beginDate)) best = candidate;
  }
  return best;
}

/** spec 1 §8: 'Unable to determine client program: Client[..] Program[..] Org[..].' */
export function clientProgramNotFoundMessage(
  clientId: number,
  programId: number,
  organizationId: number,
): Message {
  return { key: 'appointment.clientProgramNotFound', params: { clientId, programId, organizationId } };
}
