import type { LandingTestimonial } from '@app/common';
import { Quote } from 'lucide-react';

type LandingTestimonialsProps = {
  heading: string;
  note: string;
  label: string;
  testimonials: readonly LandingTestimonial[];
};

/** Invented quotes, each badged and the whole section captioned as examples (spec 1 §2). */
export function LandingTestimonials({ heading, note, label, testimonials }: LandingTestimonialsProps) {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2
          id="testimonials-heading"
          className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
        >
          {heading}
        </h2>
        <p className="mt-3 max-w-prose leading-relaxed text-slate-700">{note}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
                <div className="flex items-center justify-between">
                  <Quote aria-hidden="true" className="size-6 text-slate-400" />
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
                    {label}
                  </span>
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-800">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm text-slate-600">{testimonial.attribution}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
