import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileForm, EMPTY_CHOICE_LISTS, evaluateForm } from '@carevisit/core';
import { switchLanguage } from '../../../../../i18n/i18n.ts';
import { FormField } from './form-field.tsx';

// Issue 33: a form's labels and the options the agency wrote are shown as written; the options of Gender and Yes or
// No are the app's words, in the user's language.

const compiled = compileForm({
  formId: 1,
  name: 'Visit Note',
  fields: [
    { id: 'gender', name: 'gender', type: 'Gender', label: 'Gender', order: 1 },
    { id: 'consent', name: 'consent', type: 'Yes or No', label: 'Consent Given', order: 2 },
    {
      id: 'mood',
      name: 'mood',
      type: 'RadioButton',
      label: 'Mood',
      order: 3,
      options: [
        { key: 'calm', text: 'Calm' },
        { key: 'upset', text: 'Upset' },
      ],
    },
  ],
  rules: [],
});

function renderFields() {
  if (!compiled.ok) throw new Error('the form does not compile');
  const state = evaluateForm(
    compiled.form,
    {},
    { nextClicked: false, readOnly: false, lists: EMPTY_CHOICE_LISTS },
  );
  render(
    <>
      {compiled.form.fields.map((field, index) => (
        <FormField
          key={field.id}
          compiled={field}
          state={state.fields[index]!}
          value={null}
          onChange={vi.fn()}
          content={null}
        />
      ))}
    </>,
  );
}

const optionsOf = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

afterEach(() => switchLanguage('en'));

describe('FormField options (issue 33)', () => {
  it('shows Gender and Yes or No in English as the spec names them', () => {
    renderFields();
    expect(optionsOf('Gender')).toEqual(['Male', 'Female']);
    expect(optionsOf('Consent Given')).toEqual(['Yes', 'No']);
  });

  it('shows them in Spanish, and the agency’s labels and options as written', async () => {
    await switchLanguage('es');
    renderFields();
    expect(optionsOf('Gender')).toEqual(['Masculino', 'Femenino']);
    expect(optionsOf('Consent Given')).toEqual(['Sí', 'No']);
    expect(optionsOf('Mood')).toEqual(['Calm', 'Upset']);
  });
});
