import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurableForm, en, type TemplateModule } from '@carevisit/core';
import type { ModuleDataEntry } from '../../../../../data/index.ts';
import { draftDocument } from '../../../../../../test/documents.ts';
import { seed, signedIn, type SignedIn } from '../../../../../../test/signed-in.tsx';
import { configurableFormKind } from './form-page-kind.tsx';

const module: TemplateModule = {
  moduleId: 1,
  name: 'Assessment',
  order: 1,
  moduleType: 'cf',
  referenceId: 41,
};
const form = configurableForm.parse({
  formId: 41,
  name: 'Assessment',
  fields: [
    {
      id: 'problem',
      name: 'problem',
      type: 'Text Field',
      label: 'Presenting problem',
      order: 1,
      required: true,
    },
    { id: 'notes', name: 'notes', type: 'Text Area', label: 'Notes', order: 2 },
  ],
  rules: [],
  changedDate: '2030-01-01T00:00:00.000Z',
  deletedDate: null,
});
const empty: ModuleDataEntry = { moduleId: 1, moduleType: 'cf', fieldData: [], formValidated: false };

let app: SignedIn;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-10T15:00:00.000Z'));
  app = await signedIn();
  await seed(app, 'configurableForm', [form]);
});
afterEach(async () => {
  await app.end();
  vi.useRealTimers();
});

function renderPage(nextClicked: boolean) {
  const onChange = vi.fn();
  const { Page } = configurableFormKind;
  render(
    <Page
      document={draftDocument([empty])}
      module={module}
      data={empty}
      onChange={onChange}
      onNext={vi.fn()}
      nextClicked={nextClicked}
      readOnly={false}
    />,
    { wrapper: app.wrapper },
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
