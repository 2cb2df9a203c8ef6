import { useQuery } from '@tanstack/react-query';
import { fetchChangelog, fetchSupplier, fetchVersionInfo } from './site-info-api';

// The server caches all three for five minutes; within a visit they do not change.
const STALE_AFTER_MS = 5 * 60_000;

export const useVersionInfo = () =>
  useQuery({ queryKey: ['site-info', 'version'], queryFn: fetchVersionInfo, staleTime: STALE_AFTER_MS });

export const useChangelog = () =>
  useQuery({ queryKey: ['site-info', 'changelog'], queryFn: fetchChangelog, staleTime: STALE_AFTER_MS });

/** The company that runs the service; where it is shown, a failed request shows a fallback, not a toast. */
export const useSupplier = () =>
  useQuery({
    queryKey: ['site-info', 'supplier'],
    queryFn: fetchSupplier,
    staleTime: STALE_AFTER_MS,
    meta: { errorShownByPage: true },
  });
