import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ValidationReport } from '@/features/answer-blocks/answer-types';
import { ValidationSummary } from './validation-summary';

const report = (count: number, valid = count): ValidationReport => ({
  total: count,
  valid,
  score: count === 0 ? 0 : valid / count,
  statements: Array.from({ length: count }, (_, index) => ({
    statement: `Påstående ${index + 1}`,
    chunkId: index < valid ? `c${index}` : null,
    confidence: index < valid ? 0.8 : 0.2,
    verbatim: false,
    valid: index < valid,
    issues: index < valid ? [] : ['Låg överensstämmelse med källmaterial'],
  })),
});

describe('ValidationSummary', () => {
  it('shows valid/total, then 3 details, all on request, and fewer again', async () => {
    const user = userEvent.setup();
    render(<ValidationSummary validation={report(5, 4)} />);
    const region = screen.getByRole('region', { name: 'Validering' });
    expect(region).toHaveTextContent('Validering: 4/5 påståenden stöds av källorna');
    expect(within(region).queryByText('Påstående 1')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Visa detaljer' }));
    expect(within(region).getAllByText(/^Påstående \d$/)).toHaveLength(3);
    expect(within(region).getAllByText('Överensstämmelse: 80 %')).toHaveLength(3);

    await user.click(within(region).getByRole('button', { name: 'Visa alla 5 valideringar' }));
    expect(within(region).getAllByText(/^Påstående \d$/)).toHaveLength(5);
    expect(within(region).getByText('Låg överensstämmelse med källmaterial')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Visa färre' }));
    expect(within(region).getAllByText(/^Påstående \d$/)).toHaveLength(3);

    await user.click(within(region).getByRole('button', { name: 'Dölj detaljer' }));
    expect(within(region).queryByText('Påstående 1')).not.toBeInTheDocument();
  });

  it("says 'Ordagrant ur källan' for a verbatim statement, and keeps the score for a reworded one", async () => {
    const user = userEvent.setup();
    const validation = report(3);
    const changes = [
      { verbatim: true, confidence: 1 },
      { verbatim: false, confidence: 0.93 },
      { verbatim: true, confidence: 0.71 },
    ];
    render(
      <ValidationSummary
        validation={{
          ...validation,
          statements: validation.statements.map((check, index) => ({ ...check, ...changes[index] })),
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Visa detaljer' }));
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ordagrant ur källan');
    expect(items[0]).not.toHaveTextContent('Överensstämmelse');
    expect(items[1]).toHaveTextContent('Överensstämmelse: 93 %');
    expect(items[1]).not.toHaveTextContent('Ordagrant ur källan');
    expect(items[2]).toHaveTextContent('Ordagrant ur källan');
    expect(items[2]).not.toHaveTextContent('71 %');
  });

  it('expands to at most 50, and has no toggle for 3 or fewer', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ValidationSummary validation={report(60)} />);
    await user.click(screen.getByRole('button', { name: 'Visa detaljer' }));
    await user.click(screen.getByRole('button', { name: 'Visa alla 50 valideringar' }));
    expect(screen.getAllByText(/^Påstående \d+$/)).toHaveLength(50);
    unmount();

    render(<ValidationSummary validation={report(3)} />);
    await user.click(screen.getByRole('button', { name: 'Visa detaljer' }));
    expect(screen.queryByRole('button', { name: /Visa alla/ })).not.toBeInTheDocument();
  });

  it('explains the check in a help dialog', async () => {
    const user = userEvent.setup();
    render(<ValidationSummary validation={report(2)} />);
    await user.click(screen.getByRole('button', { name: 'Så fungerar valideringen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Så fungerar valideringen' });
    expect(dialog).toHaveTextContent('Valideringen är ett stöd, inte en garanti.');
  });

  it('shows nothing when no statement was checked', () => {
    const { container } = render(<ValidationSummary validation={report(0)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
