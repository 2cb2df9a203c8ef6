import {
  type Changelog,
  ChangelogSchema,
  type Supplier,
  SupplierSchema,
  type VersionInfo,
  VersionInfoSchema,
} from '@app/common';
import { apiGet } from '@/lib/api';

export const fetchVersionInfo = (): Promise<VersionInfo> => apiGet('/api/version', VersionInfoSchema);

export const fetchChangelog = (): Promise<Changelog> => apiGet('/api/changelog', ChangelogSchema);

export const fetchSupplier = (): Promise<Supplier> => apiGet('/api/supplier', SupplierSchema);
