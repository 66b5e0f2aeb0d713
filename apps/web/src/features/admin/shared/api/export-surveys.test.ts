import { describe, expect, it } from 'vitest';
import { defaultExportFilename, filenameFromDisposition } from './export-surveys';

describe('filenameFromDisposition', () => {
  it('reads a quoted, a bare and an encoded file name, preferring the encoded one', () => {
    expect(filenameFromDisposition('attachment; filename="surveys_export_2025-03-01.csv"')).toBe(
      'surveys_export_2025-03-01.csv',
    );
    expect(filenameFromDisposition('attachment; filename=surveys_export_2025-03-01.json')).toBe(
      'surveys_export_2025-03-01.json',
    );
    expect(
      filenameFromDisposition(
        `attachment; filename="fallback.csv"; filename*=UTF-8''kh%E1%BA%A3o-s%C3%A1t.csv`,
      ),
    ).toBe('khảo-sát.csv');
  });

  it('keeps only the name when the header names folders', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });

  it('gives null when there is no name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('defaultExportFilename', () => {
  it('is surveys_export_{yyyy-mm-dd}.{format} with the local date', () => {
    expect(defaultExportFilename('csv', new Date(2025, 0, 9, 23, 59))).toBe(
      'surveys_export_2025-01-09.csv',
    );
    expect(defaultExportFilename('json', new Date(2025, 10, 30))).toBe(
      'surveys_export_2025-11-30.json',
    );
  });

  it('names the analysis package prca24_{yyyy-mm-dd}.zip', () => {
    expect(defaultExportFilename('package', new Date(2025, 10, 30))).toBe('prca24_2025-11-30.zip');
  });
});
