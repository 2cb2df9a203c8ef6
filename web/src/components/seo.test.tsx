import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Seo } from './seo';

describe('Seo', () => {
  it('sets the title with the product name, the description and the canonical link', () => {
    render(<Seo title="Vanliga frågor" description="Svar på vanliga frågor." path="/faq" />);

    expect(document.title).toBe('Vanliga frågor | Handläggarstöd');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Svar på vanliga frågor.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/faq`,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('renders structured data as JSON and can keep a page out of search engines', () => {
    const jsonLd = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] };
    const { container } = render(
      <Seo title="Intern" description="Intern sida." path="/admin" jsonLd={jsonLd} noIndex />,
    );

    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(jsonLd);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('replaces the metadata when another page renders', () => {
    const { rerender } = render(<Seo title="Priser" description="Priser." path="/pris" />);
    rerender(<Seo title="Kontakta oss" description="Kontakt." path="/kontakt" />);

    expect(document.title).toBe('Kontakta oss | Handläggarstöd');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/kontakt`,
    );
  });
});
