import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { makeOwnMerchant } from '@/test/merchant-fixtures';
import { renderWithApp } from '@/test/render';
import { businessFormValuesOf } from './business-form-values';
import { BusinessProfileFields, type BusinessProfileAudience, type BusinessProfileField } from './business-profile-fields';
import { serviceFormValuesOf, serviceInputOf } from './service-form-fields';

const merchant = makeOwnMerchant({
  phone: '+353 871234567',
  availability_hours: 'Monday: 09:00-17:00, Tuesday: Closed, Wednesday: Closed, Thursday: Closed, Friday: Closed, Saturday: Closed, Sunday: Closed',
});

// The fields every business-profile screen shows (onboarding, Edit Business Profile, Create/Edit Merchant).
const SHARED: BusinessProfileField[] = ['business_name', 'business_category', 'contact_person', 'phone', 'address_line_1', 'address_line_2', 'city', 'postcode', 'description', 'website_url', 'social_media_url', 'availability_hours', 'logo_files', 'certificate_files'];

function Harness({ audience, allOptional = false }: { audience: BusinessProfileAudience; allOptional?: boolean }) {
  const form = useForm({ defaultValues: { ...businessFormValuesOf(merchant), business_category: 'Nail Salon' } });
  return (
    <form aria-label="Business">
      <BusinessProfileFields form={form} fields={SHARED} idPrefix="test" audience={audience} categories={['Nail Salon']} allOptional={allOptional} />
    </form>
  );
}

describe('one business-profile form (decision 045)', () => {
  it('names each field in the one wording, for the owner and for our team', () => {
    for (const audience of ['owner', 'admin'] as const) {
      const { unmount } = renderWithApp(<Harness audience={audience} />);
      const form = screen.getByRole('form', { name: 'Business' });
      for (const label of ['Business name', 'Business category', 'Contact person (full name)', 'Phone number', 'Address line 1', 'City', 'Postcode', 'Business description']) {
        expect(within(form).getByLabelText(label)).toBeInTheDocument();
      }
      for (const label of ['Address line 2', 'Website', 'Social media page', 'Logo']) expect(within(form).getByLabelText(`${label}(optional)`)).toBeInTheDocument();
      expect(within(form).getByLabelText('Certificates')).toBeInTheDocument();
      expect(within(form).getByLabelText('Business description')).toHaveAccessibleDescription(
        audience === 'owner' ? /Customers read this on your page\. 27\/2,000 characters/ : /how many staff work there.* 27\/2,000 characters/,
      );
      unmount();
    }
  });

  it('marks every field but the business name optional on the admin’s Edit', () => {
    renderWithApp(<Harness audience="admin" allOptional />);
    const form = screen.getByRole('form', { name: 'Business' });
    expect(within(form).getByLabelText('Business name')).toBeInTheDocument();
    for (const label of ['Business category', 'Contact person (full name)', 'City', 'Postcode', 'Business description', 'Certificates']) {
      expect(within(form).getByLabelText(`${label}(optional)`)).toBeInTheDocument();
    }
  });

  it('starts from a stored business with its own dialling code, or from a blank one with the account’s name', () => {
    expect(businessFormValuesOf(merchant)).toMatchObject({ business_name: 'Fern Nail Studio', country_code: '+353', phone: '871234567' });
    expect(businessFormValuesOf(null, { contact_person: 'Aoife Byrne' })).toMatchObject({ contact_person: 'Aoife Byrne', country_code: '+44', phone: '', logo_files: [] });
  });
});

describe('one service form (decision 045)', () => {
  it('shows a stored service in pounds and sends its picture back by address', () => {
    const values = serviceFormValuesOf({
      name: 'Gel Manicure',
      description: '',
      price: 30,
      off_peak_price: null,
      duration: 45,
      category: 'Nails',
      materials: '',
      technician_name: '',
      image_url: '/api/files/6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    });
    expect(values).toMatchObject({ price: '30.00', off_peak_price: '', duration: '45' });
    expect(serviceInputOf(values).image_url).toBe('/api/files/6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10');
    expect(serviceInputOf(serviceFormValuesOf(null)).image_url).toBe('');
  });
});
