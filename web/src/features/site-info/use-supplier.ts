import type { Supplier } from '@app/common';
import { useEffect, useState } from 'react';
import { appConfig } from '@/lib/app-config';

export type SupplierState = { data: Supplier | undefined; isError: boolean };

/**
 * The company that runs the service, as the server wrote it into the page: the footer shows it on
 * every page without a request or a schema library. Only under Vite's dev server, which does not
 * write it, is it fetched from the API, on demand.
 */
export const useSupplier = (): SupplierState => {
  const [state, setState] = useState<SupplierState>({ data: appConfig.supplier, isError: false });
  useEffect(() => {
    if (state.data) {
      return;
    }
    let live = true;
    import('./site-info-api')
      .then(({ fetchSupplier }) => fetchSupplier())
      .then(
        (data) => live && setState({ data, isError: false }),
        () => live && setState({ data: undefined, isError: true }),
      );
    return () => {
      live = false;
    };
  }, [state.data]);
  return state;
};
