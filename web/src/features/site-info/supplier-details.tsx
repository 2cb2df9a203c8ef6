import {
  SUPPLIER_FIELDS,
  SUPPLIER_LABELS,
  SUPPLIER_TEXTS,
  type Supplier,
  type SupplierField,
} from '@app/common';
import { useSupplier } from './use-supplier';

type SupplierValueProps = { supplier: Supplier; field: SupplierField; linkClassName: string };

/** One field: the address and the agreement as links, an example marked "(exempel)". */
export function SupplierValue({ supplier, field, linkClassName }: SupplierValueProps) {
  const value = supplier[field];
  const example = supplier.exampleFields.includes(field) ? ` ${SUPPLIER_TEXTS.exampleMark}` : null;
  if (field === 'email') {
    return (
      <>
        <a href={`mailto:${value}`} className={linkClassName}>
          {value}
        </a>
        {example}
      </>
    );
  }
  if (field === 'dataProcessingAgreementUrl') {
    return (
      <>
        <a href={value} className={linkClassName}>
          {SUPPLIER_TEXTS.dataProcessingAgreementLink}
        </a>
        {example}
      </>
    );
  }
  return (
    <>
      {value}
      {example}
    </>
  );
}

/** Shown when any field is still the built-in example (outside production only). */
export function SupplierExampleNotice({ supplier, className }: { supplier: Supplier; className: string }) {
  return supplier.exampleFields.length > 0 ? (
    <p className={className}>{SUPPLIER_TEXTS.exampleNotice}</p>
  ) : null;
}

const LINK_CLASS = 'font-medium text-brand-700 underline';

/**
 * The supplier in full, on the about, privacy and terms pages: the contracting party, the
 * controller and where the data is stored (issue 28).
 */
export function SupplierDetails() {
  const { data: supplier, isError } = useSupplier();
  if (!supplier) {
    return (
      <p className="mt-3 text-slate-700">
        {isError
          ? 'Uppgifterna om företaget kunde inte hämtas just nu. Ladda om sidan eller kontakta oss via kontaktsidan.'
          : 'Hämtar uppgifterna om företaget …'}
      </p>
    );
  }
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {SUPPLIER_FIELDS.map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium text-slate-900">{SUPPLIER_LABELS[field]}</dt>
            <dd className="text-slate-700">
              <SupplierValue supplier={supplier} field={field} linkClassName={LINK_CLASS} />
            </dd>
          </div>
        ))}
      </dl>
      <SupplierExampleNotice supplier={supplier} className="mt-3 text-sm text-slate-600" />
    </div>
  );
}
