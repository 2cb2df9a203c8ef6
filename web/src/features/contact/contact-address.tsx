import { Mail } from 'lucide-react';
import { SupplierExampleNotice, SupplierValue } from '@/features/site-info/supplier-details';
import { useSupplier } from '@/features/site-info/use-supplier';

/** The address to write to directly (the supplier's, CONTACT_EMAIL), under "Andra sätt att nå oss". */
export function ContactAddress() {
  const supplier = useSupplier();
  return (
    <div className="mt-4 flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {supplier.data ? (
        <div>
          <p className="text-slate-800">
            E-post:{' '}
            <SupplierValue
              supplier={supplier.data}
              field="email"
              linkClassName="font-medium text-brand-700 underline"
            />
          </p>
          <SupplierExampleNotice supplier={supplier.data} className="mt-1 text-sm text-slate-600" />
        </div>
      ) : (
        <p className="text-slate-700">
          {supplier.isError
            ? 'E-postadressen kunde inte hämtas just nu. Använd formuläret ovan, så når meddelandet oss ändå.'
            : 'Hämtar e-postadressen …'}
        </p>
      )}
    </div>
  );
}
