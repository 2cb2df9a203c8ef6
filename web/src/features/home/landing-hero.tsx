import { areaWords } from '@app/common';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignUpAndContactLinks } from '@/components/sign-up-and-contact-links';
import { appConfig } from '@/lib/app-config';

/** First view for visitors: what the service is and how to get started; `aside` sits beside it. */
export function LandingHero({ aside }: { aside?: ReactNode }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            För kommunala handläggare
          </p>
          <h1
            id="hero-heading"
            className="mt-6 max-w-3xl text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            Snabba svar med tydliga källor i handläggningen
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">
            {`${appConfig.productName} besvarar dina frågor om ${areaWords(appConfig).subject} med stöd i lagar, förordningar, förarbeten och praxis. Varje svar hänvisar till sina källor, så att du själv kan kontrollera dem.`}
          </p>
          <SignUpAndContactLinks className="mt-8 flex flex-wrap gap-3" />
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
            <CircleCheck aria-hidden="true" className="size-4 text-accent-700" />
            Kostnadsfritt att registrera
          </p>
        </div>
        {aside}
      </div>
    </section>
  );
}
