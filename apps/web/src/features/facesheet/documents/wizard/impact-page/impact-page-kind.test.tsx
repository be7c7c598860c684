import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en, type ImpactMeasure, type TemplateModule } from '@carevisit/core';
import { question, testMeasure } from '@carevisit/core/testing';
import type { ModuleDataEntry } from '../../../../../data/index.ts';
import { draftDocument } from '../../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../../test/signed-in.tsx';
import { impactKind } from './impact-page-kind.tsx';

const module: TemplateModule = {
  moduleId: 3,
  name: 'Impact',
  order: 3,
  moduleType: 'impact',
  referenceId: 7,
};
const measure: ImpactMeasure = testMeasure({
  longName: 'Daily Living Measure',
  shortName: 'DLM',
  sections: [
    {
      sectionId: 'main',
      title: 'Main',
      sequence: 1,
      hideFlag: 'N',
      businessRule: null,
      questions: [question('q1', { questionText: 'How well does the client sleep?' })],
    },
  ],
  subTotals: [{ text: 'Main', sequence: 1, questionIds: ['q1'] }],
  changedDate: '2030-01-01T00:00:00Z',
});
const answered: ModuleDataEntry = {
  moduleId: 3,
  moduleType: 'impact',
  fieldData: [{ key: 'q1', value: '2' }],
  formValidated: false,
};

const device = signedInEachTest('2030-01-10T15:00:00.000Z');
beforeEach(() => seed(device(), 'impactConfig', [measure]));

/** The impact page of the answered draft, editable, in the signed-in device's providers. */
function renderPage(onNext: (data: ModuleDataEntry) => void = vi.fn()) {
  const { Page } = impactKind;
  render(
    <Page
      document={draftDocument([answered])}
      module={module}
      data={answered}
      onChange={vi.fn()}
      onNext={onNext}
      nextClicked={false}
      readOnly={false}
    />,
    { wrapper: device().wrapper },
  );
}

describe('the impact page (spec 2 §2, §4)', () => {
  it("marks the measure 'Not assessed at this time' only after Yes, removing its answers and going on", async () => {
    const onNext = vi.fn();
    renderPage(onNext);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: measure.longName })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Answer 2' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: en.impact.notAssessed }));
    const confirm = screen.getByRole('dialog', { name: en.impact.notAssessed });
    expect(confirm).toHaveTextContent(en.impact.notAssessedConfirm);
    await user.click(within(confirm).getByRole('button', { name: en.common.no }));
    await waitForElementToBeRemoved(confirm);
    expect(onNext).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: en.impact.notAssessed }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.common.yes }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ notAssessed: 'Y', fieldData: [], formValidated: false }),
    );
  });

  it('works an imported total out by its FHIRPath expression, loading fhirpath.js for it (issue 34)', async () => {
    // A constant stands apart from the item sum (2): the total shown is the expression's, not the fallback's.
    const imported: ImpactMeasure = {
      ...measure,
      fhirpathTotal: {
        linkId: 'total',
        text: 'Total',
        type: 'integer',
        sectionId: 'main',
        sequence: 2,
        variables: [],
        expression: '40 + 2',
      },
    };
    await seed(device(), 'impactConfig', [imported]);
    renderPage();
    expect(await screen.findByTestId('impact-total', {}, { timeout: 5_000 })).toHaveTextContent('42');
  });

  it('shows no empty Instructions panel for a measure without instructions', async () => {
    await seed(device(), 'impactConfig', [{ ...measure, instructions: '' }]);
    renderPage();
    expect(await screen.findByRole('heading', { name: measure.longName })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: en.impact.instructions })).not.toBeInTheDocument();
  });
});
