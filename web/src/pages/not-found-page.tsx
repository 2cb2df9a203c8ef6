import { NOT_FOUND_PAGE_META } from '@app/common';
import { House } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <Seo
        title={NOT_FOUND_PAGE_META.title}
        description={NOT_FOUND_PAGE_META.description}
        path={pathname}
        noIndex
      />
      <p className="font-semibold text-brand-700">Fel 404</p>
      <h1
        id="not-found-heading"
        className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
      >
        {NOT_FOUND_PAGE_META.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        Sidan du letar efter finns inte eller har flyttats. Kontrollera adressen eller gå till startsidan.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Till startsidan
        </Link>
      </Button>
    </section>
  );
}
