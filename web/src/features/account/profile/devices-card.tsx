import { describeUserAgent, formatDateTimeSv } from '@app/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { ProfileCard } from '@/components/profile-card';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { authClient } from '@/lib/auth-client';
import { SESSIONS_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const READ_ERROR = 'Enheterna kunde inte hämtas. Försök igen senare.';

type Device = { id: string; userAgent?: string | null; updatedAt: Date | string };

const fetchDevices = async (): Promise<Device[]> => {
  const { data, error } = await authClient.listSessions();
  if (error) {
    throw new Error(authErrorMessage(error, READ_ERROR));
  }
  return data ?? [];
};

/** The user's sessions, this one first and the rest by last activity, and a way to end the others. */
export function DevicesCard() {
  const currentId = authClient.useSession().data?.session.id;
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: fetchDevices });
  const [busy, setBusy] = useState(false);

  const sorted = [...(devices.data ?? [])].sort(
    (a, b) =>
      Number(b.id === currentId) - Number(a.id === currentId) ||
      new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime(),
  );
  const others = sorted.filter((device) => device.id !== currentId).length;

  const signOutOthers = async () => {
    setBusy(true);
    const { error } = await authClient.revokeOtherSessions();
    setBusy(false);
    if (error) {
      toast({
        title: 'Det gick inte att logga ut',
        description: authErrorMessage(error, 'Ett oväntat fel uppstod. Försök igen senare.'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Andra enheter utloggade',
      description: 'Bara den här enheten är nu inloggad.',
      variant: 'success',
    });
    await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  };

  return (
    <ProfileCard title="Inloggade enheter" icon={MonitorSmartphone}>
      {devices.isPending ? (
        <p role="status" className="text-slate-700">
          Hämtar enheter…
        </p>
      ) : devices.isError ? (
        <p role="alert" className="text-red-900">
          {devices.error.message}
        </p>
      ) : (
        <div className="grid gap-4">
          <ul aria-label="Inloggade enheter" className="grid gap-3">
            {sorted.map((device) => (
              <li key={device.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium text-slate-900">
                  {describeUserAgent(device.userAgent)}
                  {device.id === currentId ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-900">
                      Den här enheten
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600">Senast aktiv {formatDateTimeSv(device.updatedAt)}</p>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={busy || others === 0}
            onClick={() => void signOutOthers()}
          >
            <BusyIcon busy={busy} icon={LogOut} />
            Logga ut andra enheter
          </Button>
        </div>
      )}
    </ProfileCard>
  );
}
