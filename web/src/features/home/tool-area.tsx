import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ChatTool } from '@/features/chat/chat-tool';
import { TOOL_AREA_ID } from './tool-area-id';

/**
 * Where the chat tool is mounted. When the address points at it, the question field takes the focus
 * if it is ready to type in, the area itself otherwise.
 */
export function ToolArea() {
  const areaRef = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();

  // Keyed on the location, so every click on 'Använd verktyget' focuses it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key marks a new navigation to the same hash
  useEffect(() => {
    if (hash === `#${TOOL_AREA_ID}`) {
      const field = areaRef.current?.querySelector<HTMLElement>('[data-ready-to-type]');
      (field ?? areaRef.current)?.focus();
    }
  }, [hash, key]);

  return (
    <section
      ref={areaRef}
      id={TOOL_AREA_ID}
      tabIndex={-1}
      aria-labelledby="tool-area-heading"
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:p-6"
    >
      <h2 id="tool-area-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <MessagesSquare aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        Chattverktyget
      </h2>
      <div className="mt-4">
        <ChatTool />
      </div>
    </section>
  );
}
