import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELAYS_MS, en, type TemplateModule } from '@carevisit/core';
import type { ModuleDataEntry } from '../../../../../data/index.ts';
import { draftDocument } from '../../../../../../test/documents.ts';
import { signedIn, type SignedIn } from '../../../../../../test/signed-in.tsx';
import { goalsAddressedKind } from './goals-page-kind.tsx';

const module: TemplateModule = {
  moduleId: 2,
  name: 'Goals Addressed',
  order: 2,
  moduleType: 'goals-addressed',
  referenceId: null,
};
const empty: ModuleDataEntry = {
  moduleId: 2,
  moduleType: 'goals-addressed',
  fieldData: [],
  formValidated: false,
};

let app: SignedIn;
beforeEach(async () => {
  app = await signedIn();
  // The page's own delay runs on fake time; the device's database keeps its own (real) scheduling.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2030-01-10T15:00:00.000Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  await app.end();
});

describe('the goals addressed page (spec 2 §2, §4, §8)', () => {
  it('says there is no active treatment plan on the date of service, 1 s after it opens', async () => {
    const { Page } = goalsAddressedKind;
    render(
      <Page
        document={draftDocument([empty])}
        module={module}
        data={empty}
        onChange={vi.fn()}
        onNext={vi.fn()}
        nextClicked={false}
        readOnly={false}
      />,
      { wrapper: app.wrapper },
    );
    // The page reads the device while fake time stands still but for the steps taken here, one ms each.
    let elapsed = 0;
    while (!screen.queryByRole('heading', { name: module.name }) && elapsed < 500) {
      await act(() => vi.advanceTimersByTimeAsync(1));
      elapsed += 1;
    }
    expect(screen.getByRole('heading', { name: module.name })).toBeInTheDocument();
    const noPlans = en.goalsAddressed.noActivePlans.replace('{date}', '01/10/2030');
    await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.goalsValidateOnLoad - 1 - elapsed));
    expect(screen.queryByText(noPlans)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(noPlans)).toBeInTheDocument();
  });
});
