import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { configurableForm, type TemplateModule } from '@carevisit/core';
import type { ModuleDataEntry } from '../../../../../data/index.ts';
import { draftDocument } from '../../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../../test/signed-in.tsx';
import { configurableFormKind } from './form-page-kind.tsx';

// The intake's Identification page as the demo seed has it: a read-only text, the client's ID looked up, a
// visit counter, a date of birth and an SSN; and a text field of the default 30 characters.
const identificationModule: TemplateModule = {
  moduleId: 3,
  name: 'Identification',
  order: 1,
  moduleType: 'cf',
  referenceId: 43,
};
const identificationForm = configurableForm.parse({
  formId: 43,
  name: 'Identification',
  fields: [
    {
      id: 'intro',
      name: 'intro',
      type: 'ReadOnlyText',
      label: 'About this intake',
      order: 1,
      attributes: [{ attributeId: 'intro_Text', value: 'Complete each page with the client.' }],
    },
    {
      id: 'clientNumber',
      name: 'clientNumber',
      type: 'LookUp',
      label: 'Client ID',
      order: 2,
      lookUp: 'idNumber',
    },
    { id: 'visits', name: 'visitCount', type: 'ActivityCounter', label: 'Visits This Episode', order: 3 },
    { id: 'dob', name: 'birthDate', type: 'Date', label: 'Date of Birth', order: 4, required: true },
    { id: 'ssn', name: 'ssn', type: 'SSN', label: 'Social Security Number', order: 5 },
    { id: 'followUp', name: 'followUp', type: 'Text Field', label: 'Follow-up', order: 6, datatype: 'AL+SP' },
  ],
  rules: [],
  changedDate: '2030-01-01T00:00:00.000Z',
  deletedDate: null,
});
const unfilled: ModuleDataEntry = { moduleId: 3, moduleType: 'cf', fieldData: [], formValidated: false };
const client = {
  clientId: 70,
  idNumber: 'C-10442',
  firstName: 'Ana',
  lastName: 'Reyes',
  picture: null,
  emails: [],
  phones: [],
  addresses: [],
};
const appointment = (appointmentId: number, appointmentDate: string, status: string) => ({
  appointmentId,
  clientId: 70,
  staffId: 7,
  appointmentDate,
  startDateInstance: `${appointmentDate}T15:00:00.000Z`,
  status,
});

// The service date is 2030-01-10; today on the device is 2030-01-10 too.
const device = signedInEachTest('2030-01-10T15:00:00.000Z');
beforeEach(() => seed(device(), 'configurableForm', [identificationForm]));

/** The page as the wizard holds it: each change it reports comes back to it as its data. */
function ControlledPage({
  initial,
  onChange,
}: {
  initial: ModuleDataEntry;
  onChange: (data: ModuleDataEntry) => void;
}) {
  const [data, setData] = useState(initial);
  const { Page } = configurableFormKind;
  return (
    <Page
      document={draftDocument([data])}
      module={identificationModule}
      data={data}
      onChange={(next) => {
        onChange(next);
        setData(next);
      }}
      onNext={vi.fn()}
      nextClicked={false}
      readOnly={false}
    />
  );
}

function renderPage(data = unfilled) {
  const onChange = vi.fn<(data: ModuleDataEntry) => void>();
  render(<ControlledPage initial={data} onChange={onChange} />, { wrapper: device().wrapper });
  return { onChange, user: userEvent.setup({ delay: null }) };
}

describe('display-only fields show their content, not only their label (spec 2 §3)', () => {
  it('shows the read-only text, the client’s ID from the device and the count of kept visits', async () => {
    await seed(device(), 'client', [client]);
    await seed(device(), 'appointment', [
      appointment(1, '2029-12-01', 'Kept'),
      appointment(2, '2030-01-03', 'Kept'),
      appointment(3, '2030-01-05', 'DNS'),
      appointment(4, '2030-01-17', 'Kept'),
    ]);
    renderPage();
    const about = await screen.findByRole('group', { name: 'About this intake' });
    expect(about).toHaveTextContent('Complete each page with the client.');
    expect(await screen.findByText('C-10442')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Client ID' })).toHaveTextContent('C-10442');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Visits This Episode' })).toHaveTextContent(/2$/),
    );
  });

  it('shows a dash for a lookup the device does not hold, and a count of none as 0', async () => {
    renderPage();
    const clientId = await screen.findByRole('group', { name: 'Client ID' });
    expect(within(clientId).getByText('-')).toBeInTheDocument();
    expect(await screen.findByText('0')).toBeInTheDocument();
  });
});

describe('a date of birth', () => {
  it('after today is refused with a message as soon as it is entered', async () => {
    renderPage({ ...unfilled, fieldData: [{ key: 'dob', value: '2031-02-03' }] });
    expect(await screen.findByText('Date of Birth cannot be in the future.')).toBeInTheDocument();
  });

  it('of today or before is taken', async () => {
    renderPage({ ...unfilled, fieldData: [{ key: 'dob', value: '2030-01-10' }] });
    await screen.findByLabelText(/^Date of Birth/);
    expect(screen.queryByText('Date of Birth cannot be in the future.')).toBeNull();
  });
});

/** The value the page last reported for a field. */
function reported(onChange: Mock<(data: ModuleDataEntry) => void>, key: string): unknown {
  return onChange.mock.lastCall?.[0].fieldData.find((f) => f.key === key)?.value;
}

describe('limits show before they are reached, and nothing typed or pasted is cut (issue 30)', () => {
  const note = 'Follow up 12/4, call PCP re: meds';

  it('shows a text field’s limit and count while it is empty', async () => {
    renderPage();
    const followUp = await screen.findByRole('textbox', { name: 'Follow-up' });
    expect(followUp).not.toHaveAttribute('maxlength');
    expect(followUp).toHaveAccessibleDescription('Max:30 characters. 0/30');
  });

  it('keeps a pasted 33-character text whole, says it is too long and shows the count', async () => {
    const { onChange, user } = renderPage();
    const followUp = await screen.findByRole('textbox', { name: 'Follow-up' });
    await user.click(followUp);
    await user.paste(note);
    expect(followUp).toHaveValue(note);
    expect(reported(onChange, 'followUp')).toBe(note);
    expect(await screen.findByRole('alert')).toHaveTextContent('Follow-up must be at most 30 characters.');
    expect(followUp).toHaveAttribute('aria-invalid', 'true');
    expect(followUp).toHaveAccessibleDescription('Follow-up must be at most 30 characters. 33/30');

    await user.type(followUp, '{Backspace}{Backspace}{Backspace}');
    expect(followUp).toHaveValue('Follow up 12/4, call PCP re: m');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(followUp).toHaveAccessibleDescription('Max:30 characters. 30/30');
  });

  it('keeps typing past the limit, with the message, instead of stopping at it', async () => {
    const { user } = renderPage();
    const followUp = await screen.findByRole('textbox', { name: 'Follow-up' });
    await user.type(followUp, note);
    expect(followUp).toHaveValue(note);
    expect(screen.getByRole('alert')).toHaveTextContent('Follow-up must be at most 30 characters.');
  });

  it.each([
    ['typed', '123 45 6789'],
    ['typed', '123456789'],
    ['pasted', '123-45-6789'],
    ['pasted', '123 45 6789'],
    ['pasted', 'SSN: 123-45-6789'],
  ])('shapes an SSN %s as %s into XXX-XX-XXXX', async (how, text) => {
    const { onChange, user } = renderPage();
    const ssn = await screen.findByRole('textbox', { name: 'Social Security Number' });
    expect(ssn).toHaveAccessibleDescription('Max:11 characters. 0/11');
    await user.click(ssn);
    if (how === 'typed') await user.keyboard(text);
    else await user.paste(text);
    expect(ssn).toHaveValue('123-45-6789');
    expect(reported(onChange, 'ssn')).toBe('123-45-6789');
    expect(ssn).toHaveAccessibleDescription('Max:11 characters. 11/11');
  });

  it('keeps an SSN pasted with a digit too many, and says so', async () => {
    const { user } = renderPage();
    const ssn = await screen.findByRole('textbox', { name: 'Social Security Number' });
    await user.click(ssn);
    await user.paste('123-45-67890');
    expect(ssn).toHaveValue('123-45-67890');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Social Security Number must be at most 11 characters.',
    );
  });
});
