import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseAnswer } from './answer-block';
import { FormattedAnswer } from './formatted-answer';

describe('parseAnswer', () => {
  it('reads headings, bullet runs, numbered runs and paragraphs', () => {
    expect(
      parseAnswer(
        '**Kort svar**\nEtt svar\nsom fortsätter.\n\n**Vad lagen säger**\n- Ett\n* Två\n\n1. Först\n2) Sedan\nSlut',
      ),
    ).toEqual([
      { type: 'heading', text: 'Kort svar' },
      { type: 'paragraph', lines: ['Ett svar', 'som fortsätter.'] },
      { type: 'heading', text: 'Vad lagen säger' },
      { type: 'bullets', items: ['Ett', 'Två'] },
      { type: 'numbers', items: ['Först', 'Sedan'] },
      { type: 'paragraph', lines: ['Slut'] },
    ]);
  });
});

describe('FormattedAnswer', () => {
  it('renders bold inline and keeps markup as text', () => {
    const { container } = render(
      <FormattedAnswer text={'Det **viktiga** är <script>x</script> ![bild](https://x.se/a.png)'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('viktiga');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>x</script>');
  });

  it('shows the cleaned answer without tags or images', () => {
    const { container } = render(
      <FormattedAnswer
        text={
          '<p>Bidrag lämnas för <b>nödvändiga</b> åtgärder i bostaden.</p><p>Kommunen prövar ansökan. ![karta](https://x.se/a.png)</p>'
        }
      />,
    );
    expect(Array.from(container.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'Bidrag lämnas för nödvändiga åtgärder i bostaden.',
      'Kommunen prövar ansökan.',
    ]);
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows an answer that cleaning would cut by more than half as it came, as text', () => {
    const text =
      'Bidrag lämnas för nödvändiga åtgärder i bostaden, se ' +
      '<a href="https://lagen.nu/2018:222#P12" title="Lag (2018:222) om bostadsanpassningsbidrag" onclick="steal()">lagen</a>.';
    const { container } = render(<FormattedAnswer text={text} />);
    expect(container).toHaveTextContent(text);
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows the original as plain paragraphs when the formatting keeps under a quarter of it', () => {
    const text = `**Kort svar**\nJa.${'\n'.repeat(200)}`;
    const { container } = render(<FormattedAnswer text={text} />);
    expect(container.querySelector('strong')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('p')?.innerHTML).toBe('**Kort svar**<br>Ja.');
  });
});
