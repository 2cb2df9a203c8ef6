export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page; lets keyboard users jump past the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-800 focus:shadow-lg"
    >
      Hoppa till huvudinnehållet
    </a>
  );
}
