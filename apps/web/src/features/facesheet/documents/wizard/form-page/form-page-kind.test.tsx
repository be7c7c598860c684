import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import {
  assessmentForm,
  assessmentModule,
  draftDocument,
  unfilledAssessment,
} from '../../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../../test/signed-in.tsx';
import { configurableFormKind } from './form-page-kind.tsx';

const device = signedInEachTest('2030-01-10T15:00:00.000Z');
beforeEach(() => seed(device(), 'configurableForm', [assessmentForm]));

function renderPage(nextClicked: boolean) {
  const onChange = vi.fn();
  const { Page } = configurableFormKind;
  render(
    <Page
      document={draftDocument([unfilledAssessment])}
      module={assessmentModule}
      data={unfilledAssessment}
      onChange={onChange}
      onNext={vi.fn()}
      nextClicked={nextClicked}
      readOnly={false}
    />,
    { wrapper: device().wrapper },
  );
  return { onChange, user: userEvent.setup({ delay: null }) };
}

describe('the configurable form page (spec 2 §2, §4)', () => {
  it("shows the form's fields, names the required one after Next, and reports what is typed", async () => {
    const { onChange, user } = renderPage(true);
    const problem = await screen.findByRole('textbox', { name: /Presenting problem/ });
    expect(screen.getByRole('heading', { name: 'Progress Note' })).toBeInTheDocument();
    const required = en.forms.required.value.replace('{label}', 'Presenting problem');
    expect(screen.getByText(required)).toBeInTheDocument();

    await user.type(problem, 'P');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        formValidated: false,
        fieldData: expect.arrayContaining([{ key: 'problem', value: 'P' }]),
      }),
    );
  });
});
