import { render, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import { DocumentsRepository } from '../../../../../data/index.ts';
import {
  assessmentForm,
  assessmentModule,
  draftDocument,
  templateOf,
  unfilledAssessment,
} from '../../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../../test/signed-in.tsx';
import type { SaveProblem } from '../use-save-queue.ts';
import SignaturePage, { type SignatureSave } from './signature-page.tsx';

const device = signedInEachTest('2030-01-10T15:00:00.000Z');
beforeEach(() => seed(device(), 'configurableForm', [assessmentForm]));
afterEach(() => vi.restoreAllMocks());

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

  it('reports a failed save of a signature block to the wizard, until a save succeeds', async () => {
    const document = draftDocument([unfilledAssessment]);
    device().server.failNext(/\/evv\/write\//, 'network', 1_000);
    await seed(device(), 'document', [document]);
    vi.spyOn(DocumentsRepository.prototype, 'save').mockRejectedValueOnce(new Error('database closed'));
    const problems: (SaveProblem | null)[] = [];
    render(
      <SignaturePage
        document={document}
        template={templateOf([assessmentModule], 1, 0)}
        modules={[assessmentModule]}
        moduleData={[unfilledAssessment]}
        readOnly={false}
        onGoTo={vi.fn()}
        onSaveChange={vi.fn()}
        onSaveProblem={(problem) => problems.push(problem)}
      />,
      { wrapper: device().wrapper },
    );
    const user = userEvent.setup({ delay: null });
    const unwilling = await screen.findByRole('radiogroup', { name: en.signaturePage.unwilling });
    await user.click(within(unwilling).getByRole('radio', { name: en.common.yes }));
    const confirm = await screen.findByRole('dialog', { name: en.signaturePage.unwillingConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: en.common.yes }));
    await waitForElementToBeRemoved(confirm);
    await waitFor(() =>
      expect(problems.at(-1)).toEqual({ error: expect.any(Error), retry: expect.any(Function) }),
    );

    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en.signaturePage.reason}`) }), 'A');
    await waitFor(() => expect(problems.at(-1)).toBeNull());
  });

  it('marks the staff signature required only when the template asks for at least one', async () => {
    const staffField = async (minimum: number) => {
      const template = templateOf([assessmentModule], 0, 1);
      template.signatureConfiguration.minimumNumberOfStaffSignatures = minimum;
      const { unmount } = render(
        <SignaturePage
          document={draftDocument([unfilledAssessment])}
          template={template}
          modules={[assessmentModule]}
          moduleData={[unfilledAssessment]}
          readOnly={false}
          onGoTo={vi.fn()}
          onSaveChange={vi.fn()}
          onSaveProblem={vi.fn()}
        />,
        { wrapper: device().wrapper },
      );
      const field = await screen.findByLabelText(new RegExp(`^${en.signaturePage.staffSignature}`));
      const required = field.hasAttribute('required');
      unmount();
      return required;
    };
    expect(await staffField(1)).toBe(true);
    expect(await staffField(0)).toBe(false);
  });
});
