import { describe, expect, it } from 'vitest';
import {
  documentChoices,
  documentRequired,
  type ChoosableTemplate,
  type CrosswalkRow,
} from './document-choices.ts';

const template = (id: number, overrides: Partial<ChoosableTemplate> = {}): ChoosableTemplate => ({
  id,
  canAddDocumentInErc: true,
  isIncludeCarelogicEvv: true,
  ageFrom: -1,
  ageTo: 1000,
  ...overrides,
});
const walk = (
  activityId: number,
  serviceDocumentId: number,
  more: Partial<CrosswalkRow> = {},
): CrosswalkRow => ({
  activityId,
  serviceDocumentId,
  programId: null,
  organizationId: null,
  ...more,
});
const ids = (list: readonly { id: number }[]) => list.map(({ id }) => id);
const context = { appointment: { activityId: 10, programId: 5 }, organizationId: 3, clientAge: 30 };

describe('documentChoices (spec 2 §6 which document types may be created)', () => {
  it('keeps only templates with canAddDocumentInErc and isIncludeCarelogicEvv', () => {
    const templates = [
      template(1),
      template(2, { canAddDocumentInErc: false }),
      template(3, { isIncludeCarelogicEvv: false }),
    ];
    const crosswalks = [walk(10, 1), walk(10, 2), walk(10, 3)];
    expect(ids(documentChoices(templates, crosswalks, context))).toEqual([1]);
  });

  it("keeps only templates crosswalked to the appointment's activity, program and organization", () => {
    const templates = [template(1), template(2), template(3), template(4), template(5)];
    const crosswalks = [
      walk(10, 1),
      walk(11, 2),
      walk(10, 3, { programId: 5 }),
      walk(10, 4, { programId: 6 }),
      walk(10, 5, { organizationId: 4 }),
    ];
    expect(ids(documentChoices(templates, crosswalks, context))).toEqual([1, 3]);
  });

  it('offers every allowed template when the document is not for an appointment', () => {
    const templates = [template(1), template(2)];
    expect(ids(documentChoices(templates, [], { ...context, appointment: null }))).toEqual([1, 2]);
  });

  it("holds the client's age inside the template's age range, both ends included", () => {
    const templates = [template(1, { ageFrom: 12, ageTo: 17 })];
    const crosswalks = [walk(10, 1)];
    const at = (clientAge: number | null) =>
      ids(documentChoices(templates, crosswalks, { ...context, clientAge }));
    expect(at(11)).toEqual([]);
    expect(at(12)).toEqual([1]);
    expect(at(17)).toEqual([1]);
    expect(at(18)).toEqual([]);
    expect(at(null)).toEqual([1]);
  });
});

describe("documentRequired (spec 2 §8 'Document Not Required')", () => {
  it('is true when any template is crosswalked to the activity', () => {
    expect(documentRequired([walk(10, 1)], 10)).toBe(true);
    expect(documentRequired([walk(10, 1)], 11)).toBe(false);
  });
});
