import { cn } from '@/lib/cn';

/** The product mark (same drawing as the favicon); decorative, the product name is the link text. */
export function ProductLogo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="7" fill="#0b4f71" />
      <path d="M9 7h3v6.5h8V7h3v16h-3v-6.5h-8V23H9z" fill="#fff" />
      <rect x="9" y="25" width="14" height="2" rx="1" fill="#7dd3c0" />
    </svg>
  );
}
