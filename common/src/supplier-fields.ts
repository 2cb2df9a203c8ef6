/**
 * The supplier without zod: its fields, labels and texts, and a check of the copy the server writes
 * into every page, so the footer and the public pages show it without a request (the landing page
 * stays within its JavaScript budget).
 */
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

/** What the server writes into the page and `GET /api/supplier` answers (the schema in supplier.ts). */
export type Supplier = {
  name: string;
  /** 'NNNNNN-NNNN'. */
  organisationNumber: string;
  postalAddress: string;
  email: string;
  /** Where the service's data is stored, in the operator's words (inside the EU/EEA). */
  dataLocation: string;
  /** Where the data processing agreement (personuppgiftsbiträdesavtal) can be read. */
  dataProcessingAgreementUrl: string;
  /**
   * The fields that hold the built-in examples because the operator has not set them (only
   * outside production, which refuses to start without them); the web marks them "(exempel)".
   */
  exampleFields: SupplierField[];
};

/** A supplier as the server wrote it into the page: every field a non-empty string. */
export const isSupplier = (value: unknown): value is Supplier => {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return (
    SUPPLIER_FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '') &&
    Array.isArray(record.exampleFields) &&
    record.exampleFields.every((field) => (SUPPLIER_FIELDS as readonly unknown[]).includes(field))
  );
};

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
