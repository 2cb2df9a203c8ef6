import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegalDatabaseBanner } from './legal-database-banner';

describe('LegalDatabaseBanner', () => {
  it('leads to the open legal database, which is live, not coming', () => {
    render(
      <MemoryRouter>
        <LegalDatabaseBanner />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /den öppna rättsdatabasen/ });
    expect(link).toHaveAttribute('href', '/rattsdatabas');
    expect(link).toHaveTextContent('Till rättsdatabasen');
    expect(link).not.toHaveTextContent('Kommer snart');
  });
});
