import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_DOCUMENT_BYTES, percentOf } from './document-file-rules';

describe('document file rules', () => {
  it('takes JPEG, PNG and PDF up to 10 MB', () => {
    expect(fileProblem({ size: 1_000, type: 'image/jpeg', name: 'a.jpg' })).toBeUndefined();
    expect(fileProblem({ size: MAX_DOCUMENT_BYTES, type: 'application/pdf', name: 'a.pdf' })).toBeUndefined();
    expect(fileProblem({ size: MAX_DOCUMENT_BYTES + 1, type: 'application/pdf', name: 'a.pdf' })).toBe('too-large');
    expect(fileProblem({ size: 10, type: 'application/x-msdownload', name: 'setup.exe' })).toBe('wrong-type');
    expect(fileProblem({ size: 0, type: 'image/png', name: 'a.png' })).toBe('empty');
  });

  it('shows progress as a bounded whole percentage', () => {
    expect(percentOf(0.456)).toBe(46);
    expect(percentOf(1.2)).toBe(100);
  });
});
