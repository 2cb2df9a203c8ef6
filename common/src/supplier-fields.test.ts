import { describe, expect, it } from 'vitest';
import { isSupplier, type Supplier } from './supplier-fields';

const supplier: Supplier = {
  name: 'Stödbolaget AB',
  organisationNumber: '556677-8899',
  postalAddress: 'Storgatan 1, 111 22 Stockholm',
  email: 'kontakt@stodbolaget.se',
  dataLocation: 'I Sverige, inom EU/EES',
  dataProcessingAgreementUrl: 'https://stodbolaget.se/personuppgiftsbitradesavtal',
  exampleFields: ['email'],
};

describe('isSupplier', () => {
  it('accepts the supplier the server writes into the page', () => {
    expect(isSupplier(supplier)).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['an empty field', { ...supplier, name: '' }],
    ['a missing field', { ...supplier, email: undefined }],
    ['an unknown example field', { ...supplier, exampleFields: ['phone'] }],
  ])('refuses %s', (_, value) => {
    expect(isSupplier(value)).toBe(false);
  });
});
