import { LoaderCircle } from 'lucide-react';

/** Centered spinner with the spec's loading text, announced politely to screen readers. */
export function LoadingIndicator() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin text-brand-700" />
      <span>Laddar...</span>
    </div>
  );
}
