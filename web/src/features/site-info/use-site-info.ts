import { useQuery } from '@tanstack/react-query';
import { fetchChangelog, fetchVersionInfo } from './site-info-api';

// The server caches both for five minutes; within a visit they do not change.
const STALE_AFTER_MS = 5 * 60_000;

export const useVersionInfo = () =>
  useQuery({ queryKey: ['site-info', 'version'], queryFn: fetchVersionInfo, staleTime: STALE_AFTER_MS });

export const useChangelog = () =>
  useQuery({ queryKey: ['site-info', 'changelog'], queryFn: fetchChangelog, staleTime: STALE_AFTER_MS });
