import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { closeDocument, openDocument, renameOpenDocument, type OpenDocument } from './open-documents.ts';

const doc = (documentId: number, clientId = 1, serviceDocumentId = documentId): OpenDocument => ({
  documentId,
  clientId,
  serviceDocumentId,
});

describe('openDocument (spec 2 §4 open documents)', () => {
  it('adds a document at the end', () => {
    expect(openDocument([doc(1)], doc(2))).toEqual({ kind: 'opened', open: [doc(1), doc(2)] });
  });

  it('shows an open document again', () => {
    expect(openDocument([doc(1), doc(2)], doc(2))).toEqual({ kind: 'alreadyOpen', open: [doc(1), doc(2)] });
  });

  it('blocks a second document of the same client and document type', () => {
    expect(openDocument([doc(1, 1, 7)], doc(2, 1, 7))).toEqual({
      kind: 'sameTypeOpen',
      blocking: doc(1, 1, 7),
    });
    expect(openDocument([doc(1, 1, 7)], doc(2, 2, 7)).kind).toBe('opened');
  });

  it('opens a fourth document and refuses a fifth', () => {
    const three = [doc(1), doc(2), doc(3)];
    const four = openDocument(three, doc(4));
    expect(four).toEqual({ kind: 'opened', open: [...three, doc(4)] });
    expect(openDocument([...three, doc(4)], doc(5))).toEqual({ kind: 'tooMany' });
    // With four open, the limit is told even for a type that is open.
    expect(openDocument([...three, doc(4)], doc(9, 1, 4))).toEqual({ kind: 'tooMany' });
  });

  it('words the limit as the spec does', () => {
    expect(formatMessage('documents.maxOpen')).toBe(
      'You have reached the maximum number of open documents, which is four. Please close one document before attempting to reopen another.',
    );
  });
});

describe('closeDocument and renameOpenDocument', () => {
  it('removes one tab and keeps the order of the others', () => {
    expect(closeDocument([doc(1), doc(2), doc(3)], 2)).toEqual([doc(1), doc(3)]);
  });

  it('follows a temporary id to its server id', () => {
    expect(renameOpenDocument([doc(-5, 1, 7), doc(2)], -5, 40)).toEqual([doc(40, 1, 7), doc(2)]);
  });
});
