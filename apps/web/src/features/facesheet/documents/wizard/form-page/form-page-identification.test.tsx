import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configurableForm, type TemplateModule } from '@carevisit/core';
import type { ModuleDataEntry } from '../../../../../data/index.ts';
import { draftDocument } from '../../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../../test/signed-in.tsx';
import { configurableFormKind } from './form-page-kind.tsx';

// The intake's Identification page as the demo seed has it: a read-only text, the client's ID looked up, a
// visit counter, and a date of birth.
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

function renderPage(data = unfilled) {
  const onChange = vi.fn();
  const { Page } = configurableFormKind;
  render(
    <Page
      document={draftDocument([data])}
      module={identificationModule}
      data={data}
      onChange={onChange}
      onNext={vi.fn()}
      nextClicked={false}
      readOnly={false}
    />,
    { wrapper: device().wrapper },
  );
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
