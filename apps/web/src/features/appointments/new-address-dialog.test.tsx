import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import { signedInEachTest } from '../../../test/signed-in.tsx';
import { NewAddressDialog } from './new-address-dialog.tsx';

const device = signedInEachTest('2026-06-03T14:05:00.000Z');
afterEach(() => vi.restoreAllMocks());

function renderDialog() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<NewAddressDialog onSave={onSave} onClose={onClose} />, { wrapper: device().wrapper });
  return { onSave, onClose, user: userEvent.setup({ delay: null }) };
}

describe('NewAddressDialog (spec 1 §2, §5)', () => {
  it('names every required field on Save and saves nothing', async () => {
    const { onSave, user } = renderDialog();
    expect(screen.getByRole('dialog', { name: en.newAddressDialog.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.newAddressDialog.save }));
    // Street 1, City, State and Zip are required; Street 2 and APT/Suite are not.
    expect(screen.getAllByText(en.address.required)).toHaveLength(4);
    expect(screen.getByLabelText(en.newAddressDialog.street2, { exact: false })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says a zip of four digits is not valid once the user leaves it', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText(en.newAddressDialog.zip, { exact: false }), '0810');
    expect(screen.queryByText(en.address.invalidZip)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(en.address.invalidZip)).toBeInTheDocument();
  });

  it('saves the written-out address without coordinates when offline, where search is not offered', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onSave, onClose, user } = renderDialog();
    expect(screen.getByText(en.newAddressDialog.searchOffline)).toBeInTheDocument();
    await user.type(screen.getByLabelText(en.newAddressDialog.street1, { exact: false }), '400 Kings Hwy E');
    await user.type(screen.getByLabelText(en.newAddressDialog.aptSuite), '2B');
    await user.type(screen.getByLabelText(en.newAddressDialog.city, { exact: false }), 'Haddonfield');
    await user.click(screen.getByLabelText(en.newAddressDialog.state, { exact: false }));
    await user.click(await screen.findByRole('option', { name: 'New Jersey (NJ)' }));
    await user.type(screen.getByLabelText(en.newAddressDialog.zip, { exact: false }), '08033');
    await user.click(screen.getByRole('button', { name: en.newAddressDialog.save }));

    expect(onSave).toHaveBeenCalledWith({
      visitAddressId: null,
      street1: '400 Kings Hwy E',
      street2: null,
      aptSuite: '2B',
      city: 'Haddonfield',
      state: 'NJ',
      zip: '08033',
      addressLatitude: null,
      addressLongitude: null,
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(device().server.calls.filter((call) => call.path.startsWith('/evv/search'))).toEqual([]);
  });
});
