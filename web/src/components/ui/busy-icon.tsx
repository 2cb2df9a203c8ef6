import { LoaderCircle, type LucideIcon } from 'lucide-react';

/** A button's icon, replaced by a spinner while its action runs (the label stays the same). */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? (
    <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
  ) : (
    <Icon aria-hidden="true" />
  );
}
