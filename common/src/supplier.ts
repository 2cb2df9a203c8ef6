import { z } from 'zod';

/**
 * The supplier: the company that runs the service and that a municipality buys it from (issue 28).
 * It is the contracting party of the terms, the controller (personuppgiftsansvarig) of the privacy
 * policy and the seller on the receipts. Each field is an operator setting (SUPPLIER_*, CONTACT_EMAIL).
 */
export const SUPPLIER_FIELDS = [
  'name',
  'organisationNumber',
  'postalAddress',
  'email',
  'dataLocation',
  'dataProcessingAgreementUrl',
] as const;
export type SupplierField = (typeof SUPPLIER_FIELDS)[number];

/** What `GET /api/supplier` answers. */
export const SupplierSchema = z.object({
  name: z.string().min(1),
  /** 'NNNNNN-NNNN'. */
  organisationNumber: z.string().min(1),
  postalAddress: z.string().min(1),
  email: z.email(),
  /** Where the service's data is stored, in the operator's words (inside the EU/EEA). */
  dataLocation: z.string().min(1),
  /** Where the data processing agreement (personuppgiftsbiträdesavtal) can be read. */
  dataProcessingAgreementUrl: z.url({ protocol: /^https?$/ }),
  /**
   * The fields that hold the built-in examples because the operator has not set them (only
   * outside production, which refuses to start without them); the web marks them "(exempel)".
   */
  exampleFields: z.array(z.enum(SUPPLIER_FIELDS)),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SUPPLIER_LABELS: Record<SupplierField, string> = {
  name: 'Företag',
  organisationNumber: 'Organisationsnummer',
  postalAddress: 'Postadress',
  email: 'E-post',
  dataLocation: 'Här lagras uppgifterna',
  dataProcessingAgreementUrl: 'Personuppgiftsbiträdesavtal',
};

export const SUPPLIER_TEXTS = {
  exampleMark: '(exempel)',
  exampleNotice:
    'Uppgifterna märkta (exempel) är exempeluppgifter. Den som driver tjänsten ersätter dem med sina egna.',
  dataProcessingAgreementLink: 'Läs personuppgiftsbiträdesavtalet',
  /** The heading of the supplier's details on the receipt. */
  seller: 'Säljare',
} as const;

/** A field's value as shown to a visitor: an example is marked as one. */
export const supplierValue = (supplier: Supplier, field: SupplierField): string =>
  supplier.exampleFields.includes(field)
    ? `${supplier[field]} ${SUPPLIER_TEXTS.exampleMark}`
    : supplier[field];
