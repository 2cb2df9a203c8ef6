import type { LandingItem } from '@app/common';
import { ArrowLeft, ArrowRight, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type IntroCardProps = { heading: string; steps: readonly LandingItem[] };

/**
 * The visitor's introduction, one step at a time (spec 1 §2): previous/next, a dot per step,
 * and Registrera instead of Nästa on the last step.
 */
export function IntroCard({ heading, steps }: IntroCardProps) {
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;
  const step = steps[index];

  // The button under the keyboard is disabled on the first step and replaced on the last; the
  // focus moves to the control that takes its place instead of falling back to the page.
  const nextRef = useRef<HTMLButtonElement>(null);
  const registerRef = useRef<HTMLAnchorElement>(null);
  const moveFocusOnStep = useRef<number | null>(null);
  useEffect(() => {
    if (moveFocusOnStep.current !== index) {
      return;
    }
    moveFocusOnStep.current = null;
    (index === 0 ? nextRef.current : registerRef.current)?.focus();
  }, [index]);

  const goTo = (target: number) => setIndex(Math.min(Math.max(target, 0), steps.length - 1));
  const previous = () => {
    if (index - 1 === 0) {
      moveFocusOnStep.current = 0;
    }
    goTo(index - 1);
  };
  const next = () => {
    if (index + 1 === steps.length - 1) {
      moveFocusOnStep.current = index + 1;
    }
    goTo(index + 1);
  };

  if (!step) {
    return null;
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-8"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-4 border-t border-slate-200 pt-5">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-medium text-brand-800">
            Steg {index + 1} av {steps.length}
          </p>
          <ol aria-label="Välj steg" className="-mr-2 flex items-center">
            {steps.map((item, dot) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-label={`Steg ${dot + 1}: ${item.title}`}
                  aria-current={dot === index ? 'step' : undefined}
                  onClick={() => goTo(dot)}
                  className="flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block size-3 rounded-full transition-colors',
                      dot === index ? 'bg-brand-700' : 'bg-slate-300 hover:bg-slate-400',
                    )}
                  />
                </button>
              </li>
            ))}
          </ol>
        </div>
        {/* Every step is laid in the same grid cell, unseen, so the card keeps the height of the
            longest step and the buttons below do not move between steps. */}
        <div className="grid">
          {steps.map((item) => (
            <div
              key={item.id}
              aria-hidden="true"
              className="[grid-area:1/1]"
              style={{ visibility: 'hidden' }}
            >
              <StepText step={item} />
            </div>
          ))}
          <div aria-live="polite" className="[grid-area:1/1]">
            <StepText step={step} />
          </div>
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={previous} disabled={isFirst}>
            <ArrowLeft aria-hidden="true" />
            Föregående
          </Button>
          {isLast ? (
            <Button asChild>
              <Link ref={registerRef} to="/signup">
                <UserPlus aria-hidden="true" />
                Registrera
              </Link>
            </Button>
          ) : (
            <Button ref={nextRef} onClick={next}>
              Nästa
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

function StepText({ step }: { step: LandingItem }) {
  return (
    <>
      <h3 className="mt-2 text-xl font-semibold text-slate-900">{step.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-700">{step.text}</p>
    </>
  );
}
