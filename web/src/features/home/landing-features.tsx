import type { LandingItem } from '@app/common';
import { GraduationCap, type LucideIcon, Scale, ShieldCheck } from 'lucide-react';

const FEATURE_ICONS: Record<string, LucideIcon> = {
  'feature-law-based': Scale,
  'feature-gdpr': ShieldCheck,
  'feature-professional-support': GraduationCap,
};

/** Law-based, GDPR-compatible, professional support (spec 1 §2). */
export function LandingFeatures({
  heading,
  features,
}: {
  heading: string;
  features: readonly LandingItem[];
}) {
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2
          id="features-heading"
          className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
        >
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {features.map((feature) => {
            const Icon = FEATURE_ICONS[feature.id] ?? Scale;
            return (
              <li key={feature.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
