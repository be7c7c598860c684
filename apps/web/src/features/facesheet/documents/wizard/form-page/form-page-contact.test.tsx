import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configurableForm, type TemplateModule } from '@carevisit/core';
import type { DocumentData } from '../../../../../data/index.ts';
import {
  assessmentForm,
  assessmentModule,
  draftDocument,
  templateOf,
  unfilledAssessment,
} from '../../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../../test/signed-in.tsx';
import { DocumentWizard } from '../document-wizard.tsx';

// The intake's Contact page as the demo seed has it: a required home address whose City, State/Province and
// Zip are flagged required, and an optional secondary phone whose number requires a contact type.
const contactModule: TemplateModule = {
  moduleId: 2,
  name: 'Contact',
  order: 1,
  moduleType: 'cf',
  referenceId: 42,
};
const contactForm = configurableForm.parse({
  formId: 42,
  name: 'Contact',
  fields: [
    {
      id: 'home',
      name: 'home',
      type: 'Address',
      label: 'Home Address',
      order: 1,
      options: [
        { key: 'city', text: 'City', required: true },
        { key: 'state', text: 'State/Province', required: true },
        { key: 'zip', text: 'Zip', required: true },
      ],
    },
    { id: 'second', name: 'second', type: 'Phone', label: 'Secondary Phone', order: 2 },
    {
      id: 'contactType',
      name: 'contactType',
      type: 'DropDown',
      label: 'Phone Contact Type',
      order: 3,
      options: [{ key: 'cell', text: 'Cell' }],
    },
  ],
  rules: [
    {
      order: 1,
      conditions: [{ fieldId: 'second', operator: 'notBlank' }],
      actions: [{ fieldId: 'contactType', action: 'Require', order: 1 }],
    },
  ],
  changedDate: '2030-01-01T00:00:00.000Z',
  deletedDate: null,
});
const unfilledContact = { moduleId: 2, moduleType: 'cf' as const, fieldData: [], formValidated: false };
const document = draftDocument([unfilledContact, unfilledAssessment]);
const template = templateOf([contactModule, { ...assessmentModule, order: 2 }], 0, 0);

const device = signedInEachTest('2030-01-10T15:00:00.000Z');
beforeEach(async () => {
  device().server.failNext(/\/evv\/write\//, 'network', 1_000);
  await seed(device(), 'configurableForm', [contactForm, assessmentForm]);
  await seed(device(), 'document', [document]);
});

async function renderContactPage() {
  render(<DocumentWizard document={document} template={template} onClose={() => {}} />, {
    wrapper: device().wrapper,
  });
  await screen.findByRole('group', { name: 'Secondary Phone' });
  return userEvent.setup({ delay: null });
}
const part = (field: string, name: RegExp) =>
  within(screen.getByRole('group', { name: new RegExp(`^${field}`) })).getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Next' });

async function storedContact(): Promise<unknown> {
  const stored = await device().active.session.store.get<DocumentData>('document', document.id);
  return stored?.data.moduleData.find((m) => m.moduleId === 2)?.fieldData.find((f) => f.key === 'second')
    ?.value;
}

describe('the contact page keeps a partly filled phone and says what it lacks', () => {
  it('stops Next beside the phone, naming the country code, requires the contact type, and loses nothing', async () => {
    const user = await renderContactPage();
    await user.type(part('Secondary Phone', /^Phone Number/), '555-0134');
    await user.click(next());

    const phone = screen.getByRole('group', { name: 'Secondary Phone' });
    expect(within(phone).getByText('Please enter a value for Country Code, then submit')).toBeInTheDocument();
    expect(part('Secondary Phone', /^Country Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(part('Secondary Phone', /^Phone Number/)).toHaveAttribute('aria-invalid', 'false');
    expect(
      screen.getByText('Please make a selection for Phone Contact Type, then submit'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('floating-error')).toHaveTextContent(
      '2 fields on this page need attention.',
    );
    expect(part('Secondary Phone', /^Phone Number/)).toHaveValue('555-0134');
    await waitFor(async () => expect(await storedContact()).toMatchObject({ phoneNumber: '555-0134' }));

    await user.type(part('Secondary Phone', /^Country Code/), '1');
    await user.click(screen.getByRole('combobox', { name: /^Phone Contact Type/ }));
    await user.click(screen.getByRole('option', { name: 'Cell' }));
    await user.click(next());
    // Next waits 200 ms and stores the page first (spec 2 §4): more than findBy's second on a busy machine.
    await screen.findByRole('textbox', { name: /Presenting problem/ }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('group', { name: 'Secondary Phone' });
    expect(part('Secondary Phone', /^Phone Number/)).toHaveValue('555-0134');
    expect(part('Secondary Phone', /^Country Code/)).toHaveValue('1');
  });

  it('marks each needed part, and names every missing one of the address at once', async () => {
    const user = await renderContactPage();
    for (const name of [/^Street 1/, /^City/, /^State\/Province/, /^Zip$/])
      expect(part('Home Address', name)).toBeRequired();
    expect(part('Home Address', /^Street 2/)).not.toBeRequired();
    expect(part('Secondary Phone', /^Country Code/)).toBeRequired();

    await user.type(part('Home Address', /^Street 1/), '12 Harbor Road');
    await user.click(next());
    const address = screen.getByRole('group', { name: /^Home Address/ });
    expect(
      within(address).getByText('Please enter a value for City, State/Province and Zip, then submit'),
    ).toBeInTheDocument();
    for (const name of [/^City/, /^State\/Province/, /^Zip$/])
      expect(part('Home Address', name)).toHaveAttribute('aria-invalid', 'true');
    expect(part('Home Address', /^Street 1/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the floating count again on each Next that finds errors', async () => {
    const user = await renderContactPage();
    await user.type(part('Secondary Phone', /^Phone Number/), '555-0134');
    await user.click(next());
    const floating = await screen.findByTestId('floating-error');
    expect(floating).toHaveTextContent('2 fields on this page need attention.');
    await user.click(next());
    expect(await screen.findByTestId('floating-error')).toHaveTextContent(
      '2 fields on this page need attention.',
    );
  });
});

describe('a number or zip typed or pasted lands in its parts, with each part’s limit shown (issue 30)', () => {
  const phoneNumber = () => part('Secondary Phone', /^Phone Number/);
  const parts = (field: string) =>
    within(screen.getByRole('group', { name: new RegExp(`^${field}`) }))
      .getAllByRole('textbox')
      .map((input) => (input as HTMLInputElement).value);

  it('shows every part’s count against its limit before anything is typed', async () => {
    await renderContactPage();
    expect(part('Secondary Phone', /^Country Code/)).toHaveAccessibleDescription('0/3');
    expect(phoneNumber()).toHaveAccessibleDescription('0/12');
    expect(part('Secondary Phone', /^Ext/)).toHaveAccessibleDescription('0/5');
    expect(part('Home Address', /^Zip$/)).toHaveAccessibleDescription('0/5');
    expect(part('Home Address', /^Zip \+ 4/)).toHaveAccessibleDescription('0/4');
    expect(phoneNumber()).not.toHaveAttribute('maxlength');
  });

  it.each(['(856) 555-0195', '8565550195'])(
    'takes %s typed into Phone Number whole, Ext left empty',
    async (typed) => {
      const user = await renderContactPage();
      await user.type(phoneNumber(), typed);
      expect(parts('Secondary Phone')).toEqual(['', '856-555-0195', '']);
      expect(phoneNumber()).toHaveAccessibleDescription('12/12');
      // Full, so focus moved on to Ext (spec 2 §5), and the number is stored as it shows.
      expect(part('Secondary Phone', /^Ext/)).toHaveFocus();
      await waitFor(async () =>
        expect(await storedContact()).toEqual({ countryCode: '', phoneNumber: '856-555-0195', ext: '' }),
      );
    },
  );

  it('takes a number pasted into Phone Number, and one with its country code and extension into Country Code', async () => {
    const user = await renderContactPage();
    await user.click(phoneNumber());
    await user.paste('(856) 555-0195');
    expect(parts('Secondary Phone')).toEqual(['', '856-555-0195', '']);

    await user.clear(phoneNumber());
    await user.click(part('Secondary Phone', /^Country Code/));
    await user.paste('+1 856 555 0195 x12');
    expect(parts('Secondary Phone')).toEqual(['1', '856-555-0195', '12']);
  });

  it('moves an extension typed after the number into Ext', async () => {
    const user = await renderContactPage();
    await user.type(phoneNumber(), '555-0134 x12');
    expect(parts('Secondary Phone')).toEqual(['', '555-0134', '12']);
  });

  it('keeps a number too long for its part and says so', async () => {
    const user = await renderContactPage();
    await user.click(phoneNumber());
    await user.paste('856-555-01951');
    expect(phoneNumber()).toHaveValue('856-555-01951');
    expect(
      within(screen.getByRole('group', { name: 'Secondary Phone' })).getByText(
        'Secondary Phone: Phone Number must be at most 12 characters.',
      ),
    ).toBeInTheDocument();
  });

  it('fills Zip and Zip + 4 from a nine-digit zip pasted or typed into Zip', async () => {
    const user = await renderContactPage();
    await user.click(part('Home Address', /^Zip$/));
    await user.paste('08002-1234');
    expect(part('Home Address', /^Zip$/)).toHaveValue('08002');
    expect(part('Home Address', /^Zip \+ 4/)).toHaveValue('1234');

    await user.clear(part('Home Address', /^Zip \+ 4/));
    await user.clear(part('Home Address', /^Zip$/));
    await user.type(part('Home Address', /^Zip$/), '08002-1234');
    expect(part('Home Address', /^Zip$/)).toHaveValue('08002');
    expect(part('Home Address', /^Zip \+ 4/)).toHaveValue('1234');
  });
});
