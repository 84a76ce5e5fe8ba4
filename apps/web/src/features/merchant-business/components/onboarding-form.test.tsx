import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, mockApi, renderWithApp } from '@/test/render';
import { OnboardingForm } from './onboarding-form';

function renderForm() {
  const api = mockApi({});
  renderWithApp(<OnboardingForm contactPerson="Aoife Byrne" accountPhone="+353 871234567" />, { route: '/merchant/onboarding' });
  return { api, form: screen.getByRole('form', { name: 'List your business' }) };
}

// Decision 040: what onboarding starts from and says before it is sent.
describe('OnboardingForm', () => {
  it('starts from the account’s name and phone', () => {
    const { form } = renderForm();
    expect(within(form).getByLabelText('Contact person (full name)')).toHaveValue('Aoife Byrne');
    expect(within(form).getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('IE (+353)');
    expect(within(form).getByLabelText('Phone number')).toHaveValue('871234567');
  });

  it('says the spec’s alert above and each missing field’s own message beside it, naming the day whose hours are wrong', async () => {
    const { api, form } = renderForm();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tuesday closes at' }), '08:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Application' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(within(form).getByLabelText('Business name')).toHaveAccessibleDescription('Business name is required.');
    expect(within(form).getByLabelText('City')).toHaveAccessibleDescription('City is required.');
    expect(within(form).getByText('Please choose a business category.')).toBeInTheDocument();
    expect(within(form).getByText('Tuesday closes before it opens: choose a closing time after the opening time.')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Tuesday closes at' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('combobox', { name: 'Monday closes at' })).not.toHaveAttribute('aria-invalid');
    expect(callsTo(api, 'POST', '/api/merchants')).toHaveLength(0);
  });

  it('counts the description’s characters against its 2,000 as they are typed', async () => {
    const { form } = renderForm();
    const description = within(form).getByLabelText('Business description');
    expect(within(form).getByText('0/2,000 characters')).toBeInTheDocument();
    await userEvent.type(description, 'Gel and BIAB.');
    expect(within(form).getByText('13/2,000 characters')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription(/13\/2,000 characters/);
    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(2005));
    expect(within(form).getByText(/2,005\/2,000 characters/)).toHaveTextContent('2,005/2,000 characters – 5 over the limit');
  });
});
