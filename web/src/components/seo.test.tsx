import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { removeServerSeo, Seo } from './seo';

const jsonLdTypes = (root: ParentNode) =>
  [...root.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '')['@type'],
  );

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
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Vanliga frågor | Handläggarstöd',
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/faq`,
    );
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'sv_SE');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/og-image.png`,
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });

  it('renders the site-wide and the page structured data as JSON and can keep a page out of search engines', () => {
    const jsonLd = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] };
    const { container } = render(
      <Seo title="Intern" description="Intern sida." path="/admin" jsonLd={jsonLd} noIndex />,
    );

    expect(jsonLdTypes(container)).toEqual(['Organization', 'WebSite', 'FAQPage']);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('replaces what the server sent instead of adding a second copy', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="description" content="Svar." data-server-seo><link rel="canonical" href="/faq" data-server-seo>' +
        '<script type="application/ld+json" data-server-seo>{"@type":"Organization"}</script>',
    );
    removeServerSeo();
    render(<Seo title="Vanliga frågor" description="Svar." path="/faq" />);

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(jsonLdTypes(document)).toEqual(['Organization', 'WebSite']);
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
