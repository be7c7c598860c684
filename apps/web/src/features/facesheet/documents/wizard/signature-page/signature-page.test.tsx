import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import {
  assessmentForm,
  assessmentModule,
  draftDocument,
  templateOf,
  unfilledAssessment,
} from '../../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../../test/signed-in.tsx';
import SignaturePage, { type SignatureSave } from './signature-page.tsx';

const device = signedInEachTest('2030-01-10T15:00:00.000Z');
beforeEach(() => seed(device(), 'configurableForm', [assessmentForm]));

describe('the signature page (spec 2 §2, §5)', () => {
  it('lists a page with unmet requirements as a link to it, and keeps Save disabled', async () => {
    const onGoTo = vi.fn();
    const saves: SignatureSave[] = [];
    render(
      <SignaturePage
        document={draftDocument([unfilledAssessment])}
        template={templateOf([assessmentModule], 0, 1)}
        modules={[assessmentModule]}
        moduleData={[unfilledAssessment]}
        readOnly={false}
        onGoTo={onGoTo}
        onSaveChange={(save) => saves.push(save)}
        onSaveProblem={() => undefined}
      />,
      { wrapper: device().wrapper },
    );
    const issues = await screen.findByRole('alert');
    expect(within(issues).getByText(en.signaturePage.validationIssues)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(issues).getByRole('button'));
    expect(onGoTo).toHaveBeenCalledWith(assessmentModule.moduleId);
    expect(saves.at(-1)).toEqual({ enabled: false, save: expect.any(Function) });
  });
});
