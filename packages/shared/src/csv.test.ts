import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvFile } from './csv.js';

describe('csvCell', () => {
  it('quotes every cell, doubling quotes, and keeps Korean, commas and line breaks', () => {
    expect(csvCell('갤러리 달')).toBe('"갤러리 달"');
    expect(csvCell('The "Moon" gallery, Seoul')).toBe('"The ""Moon"" gallery, Seoul"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('keeps what a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+82 2')).toBe(`"'+82 2"`);
    expect(csvCell(-1)).toBe('"-1"');
  });
});

describe('csvFile and csvChunks', () => {
  it('write the same file: a BOM, then each row with CRLF', async () => {
    const file = csvFile(['a', 'b'], [['c', null]]);
    expect(file).toBe('\uFEFF"a","b"\r\n"c",""\r\n');
    async function* batches() {
      yield [['c', null] as const];
    }
    let streamed = '';
    for await (const chunk of csvChunks(['a', 'b'], batches())) streamed += chunk;
    expect(streamed).toBe(file);
  });
});
