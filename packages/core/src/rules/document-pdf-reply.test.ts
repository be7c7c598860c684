import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { refusalsText } from './server-error-text.ts';
import { DELAYS_MS } from '../constants.ts';
import { documentPdfErrorText, documentPdfReplyOf } from './document-pdf-reply.ts';

// '%PDF-1.7\n%%EOF\n' as base64, as the server sends it (core has neither Buffer nor btoa).
const PDF = 'JVBERi0xLjcKJSVFT0YK';

const text = (message: ReturnType<typeof documentPdfErrorText>['message']) => {
  if (typeof message === 'string') return message;
  return 'refused' in message ? refusalsText(message.refused, formatMessage) : formatMessage(message.key);
};

describe('documentPdf replies (spec 2 §7, §8)', () => {
  it('reads resources[0].pdf of the document asked for', () => {
    const body = { resources: [{ documentId: 12, version: 3, pdf: PDF }] };
    expect(documentPdfReplyOf(body, 12)).toEqual({ kind: 'pdf', documentId: 12, version: 3, pdf: PDF });
  });

  it('takes an exceptionMessage as the PDF being produced', () => {
    expect(documentPdfReplyOf({ exceptionMessage: 'Being produced' }, 12)).toEqual({
      kind: 'updating',
      exceptionMessage: 'Being produced',
    });
  });

  it.each([
    ['no body', null],
    ['no resources', {}],
    ['empty resources', { resources: [] }],
    ['another document', { resources: [{ documentId: 13, version: 1, pdf: PDF }] }],
    ['not base64', { resources: [{ documentId: 12, version: 1, pdf: 'JVBERi0%%%' }] }],
    ['not a PDF', { resources: [{ documentId: 12, version: 1, pdf: 'PGh0bWw+' /* '<html>' */ }] }],
    ['a pdf that is not text', { resources: [{ documentId: 12, version: 1, pdf: 7 }] }],
  ])('calls a reply with %s malformed', (_, body) => {
    expect(documentPdfReplyOf(body, 12)).toEqual({ kind: 'malformed' });
  });
});

describe('the PDF error dialog (spec 2 §8)', () => {
  it("offline: 'Cannot find PDF' with the spec's message", () => {
    const shown = documentPdfErrorText({ kind: 'offline' });
    expect(text(shown.title)).toBe('Cannot find PDF');
    expect(text(shown.message)).toBe('Please log back in when the device has connection and try again');
  });

  it("being produced: 'Updating PDF document' with the server's message, read again after 5 seconds", () => {
    const shown = documentPdfErrorText({ kind: 'updating', exceptionMessage: 'Please wait.' });
    expect(text(shown.title)).toBe('Updating PDF document');
    expect(text(shown.message)).toBe('Please wait.');
    expect(DELAYS_MS.pdfRetry).toBe(5000);
  });

  it("malformed: 'Response do not contain resources in proper format'", () => {
    const shown = documentPdfErrorText({ kind: 'malformed' });
    expect(text(shown.title)).toBe('Cannot find PDF');
    expect(text(shown.message)).toBe('Response do not contain resources in proper format');
  });

  it("refused: the server's own message", () => {
    const refusals = [{ key: 'server.notFound', params: {}, message: 'Not found.' }];
    expect(text(documentPdfErrorText({ kind: 'refused', refusals }).message)).toBe('Not found.');
    expect(text(documentPdfErrorText({ kind: 'refused', refusals: [] }).message)).toBe(
      'Response do not contain resources in proper format',
    );
  });
});
