import { describe, expect, it } from 'vitest';
import { parseBoverketPage, parseSwedishDate } from './parse-boverket-page';

describe('parseBoverketPage', () => {
  it('reads Swedish and ISO review dates', () => {
    expect(parseSwedishDate('7 mars 2024')).toBe('2024-03-07');
    expect(parseSwedishDate('2023-11-30')).toBe('2023-11-30');
    expect(parseSwedishDate('32 smarch 2024')).toBeNull();
  });

  it('falls back to the page title and finds a review date outside <main>', () => {
    const page = parseBoverketPage(
      '<html><head><title>Återställningsbidrag - Boverket</title></head><body>' +
        '<div class="meta">Granskad: 1 juli 2022</div><main><p>Text &amp; mer.</p></main></body></html>',
    );
    expect(page).toMatchObject({ title: 'Återställningsbidrag', reviewed: '2022-07-01' });
    expect(page.chunks.map((chunk) => chunk.content)).toEqual(['Text & mer.']);
  });
});
