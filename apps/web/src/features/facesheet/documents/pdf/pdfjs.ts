import type * as PdfJs from 'pdfjs-dist';

export type PdfJsModule = typeof PdfJs;

let loading: Promise<PdfJsModule> | null = null;

/**
 * PDF.js, loaded the first time a PDF is shown and never before (issue 16: the first screen stays under
 * 250 kB). Its worker is a file of this app, served from our own origin and precached by the service worker
 * with the rest of the build, so a PDF kept on the device opens offline; nothing comes from a CDN.
 */
export function loadPdfJs(): Promise<PdfJsModule> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  // A failed load (the chunk missing after an update) may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The PDF's bytes from the base64 the server sends. */
export function pdfBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
