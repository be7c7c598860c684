import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurableForm, en, type TemplateModule } from '@carevisit/core';
import type { ModuleDataEntry, TemplateData } from '../../../../../data/index.ts';
import { draftDocument } from '../../../../../../test/documents.ts';
import { seed, signedIn, type SignedIn } from '../../../../../../test/signed-in.tsx';
import SignaturePage, { type SignatureSave } from './signature-page.tsx';

const synced = { changedDate: '2030-01-01T00:00:00.000Z', deletedDate: null };
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
  ],
  rules: [],
  ...synced,
});
const template: TemplateData = {
  id: 60,
  version: 1,
  setupId: 1,
  description: 'Progress Note',
  code: 'PN',
  modules: [module],
  signatureConfiguration: {
    numberOfExternalSignatures: 0,
    numberOfStaffSignatures: 1,
    minimumNumberOfStaffSignatures: 1,
    multipleSignature: false,
  },
  isClientProgram: false,
  canAddDocumentInErc: true,
  isIncludeCarelogicEvv: true,
  ageFrom: 0,
  ageTo: 120,
  organizationId: null,
  ...synced,
};
const unfilled: ModuleDataEntry = { moduleId: 1, moduleType: 'cf', fieldData: [], formValidated: false };

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

describe('the signature page (spec 2 §2, §5)', () => {
  it('lists a page with unmet requirements as a link to it, and keeps Save disabled', async () => {
    const onGoTo = vi.fn();
    const saves: SignatureSave[] = [];
    render(
      <SignaturePage
        document={draftDocument([unfilled])}
        template={template}
        modules={[module]}
        moduleData={[unfilled]}
        readOnly={false}
        onGoTo={onGoTo}
        onSaveChange={(save) => saves.push(save)}
      />,
      { wrapper: app.wrapper },
    );
    const issues = await screen.findByRole('alert');
    expect(within(issues).getByText(en.signaturePage.validationIssues)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(issues).getByRole('button'));
    expect(onGoTo).toHaveBeenCalledWith(module.moduleId);
    expect(saves.at(-1)).toEqual({ enabled: false, save: expect.any(Function) });
  });
});
