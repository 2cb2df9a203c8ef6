import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { dismissToast, getToasts, subscribeToToasts, type ToastVariant } from '@/lib/toast';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

const variantIcons: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
};

/** Renders the toasts queued with `toast()`; mount once near the root. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);

  return (
    <ToastPrimitive.Provider label="Aviseringar" swipeDirection="right">
      {toasts.map((item) => {
        const Icon = variantIcons[item.variant];
        return (
          <ToastPrimitive.Root
            key={item.id}
            duration={item.duration}
            // Errors interrupt the screen reader; other toasts wait politely.
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) {
                dismissToast(item.id);
              }
            }}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
              variantStyles[item.variant],
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="grid flex-1 gap-1">
              <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="text-sm">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Stäng"
              className="-m-1 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
