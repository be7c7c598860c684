import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfJs, pdfBytes } from './pdfjs.ts';

export type PdfDocumentState =
  | { kind: 'loading' }
  /** `pageWidth`: the first page's width in PDF points, which the zoom it opens at depends on. */
  | { kind: 'ready'; document: PDFDocumentProxy; pageWidth: number }
  | { kind: 'unreadable' };

/** Opens a PDF (base64) with PDF.js, and closes it when the PDF changes or the viewer goes. */
export function usePdfDocument(pdf: string): PdfDocumentState {
  // The state of the PDF it was reached for: another PDF is loading until its own state arrives.
  const [opened, setOpened] = useState<{ pdf: string; state: PdfDocumentState } | null>(null);
  useEffect(() => {
    let live = true;
    let destroy: (() => Promise<void>) | null = null;
    loadPdfJs()
      .then((pdfjs) => {
        // Eval off: the app's Content-Security-Policy allows no eval, and PDF.js draws fonts without it.
        const task = pdfjs.getDocument({ data: pdfBytes(pdf), isEvalSupported: false });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then(async (document) => {
        const first = await document.getPage(1);
        return { document, pageWidth: first.getViewport({ scale: 1 }).width };
      })
      .then(
        ({ document, pageWidth }) => {
          if (live) setOpened({ pdf, state: { kind: 'ready', document, pageWidth } });
        },
        () => {
          if (live) setOpened({ pdf, state: { kind: 'unreadable' } });
        },
      );
    return () => {
      live = false;
      void destroy?.();
    };
  }, [pdf]);
  return opened?.pdf === pdf ? opened.state : { kind: 'loading' };
}
