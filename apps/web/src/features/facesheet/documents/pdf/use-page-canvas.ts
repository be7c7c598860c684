import { useEffect, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/**
 * Draws one page of a PDF into a canvas, as wide as `width` CSS pixels times `zoom`, at the screen's pixel
 * density so that text stays sharp when zoomed on a phone. Answers which drawing is on the canvas
 * (`page:zoom:width`), or null while it is drawn.
 */
export function usePageCanvas(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  document: PDFDocumentProxy,
  pageNumber: number,
  width: number,
  zoom: number,
): string | null {
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    let live = true;
    let task: RenderTask | null = null;
    setDrawn(null);
    void document.getPage(pageNumber).then((page) => {
      if (!live) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const cssScale = (width / page.getViewport({ scale: 1 }).width) * zoom;
      const viewport = page.getViewport({ scale: cssScale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas, viewport });
      task.promise.then(
        () => {
          if (live) setDrawn(`${pageNumber}:${zoom}:${width}`);
        },
        // Cancelled by a newer drawing (page turned, zoomed, resized): that one will answer.
        () => undefined,
      );
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [canvasRef, document, pageNumber, width, zoom]);
  return drawn;
}
