import { useEffect, useRef, useState } from 'react';
import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import FitScreen from '@mui/icons-material/FitScreen';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../../ui/page-loading.tsx';
import { usePageCanvas } from './use-page-canvas.ts';
import { usePdfDocument } from './use-pdf-document.ts';
import { FIT_WIDTH, ZOOM_STEPS, nextZoom, openingZoom } from './zoom-steps.ts';

/** The width the page area offers, followed as the screen turns or the window changes size. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const button = { width: 44, height: 44 };

function PdfPages({
  document,
  pageWidth,
  name,
}: {
  document: PDFDocumentProxy;
  pageWidth: number;
  name: string;
}) {
  const { t } = useTranslation();
  const pages = document.numPages;
  const [page, setPage] = useState(1);
  const areaRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The page is fitted inside the area's padding.
  const width = Math.max(useWidth(areaRef) - 16, 0);
  // Until the user zooms, the zoom readable at this width (it follows the screen as it turns).
  const [chosenZoom, setZoom] = useState<number | null>(null);
  const zoom = chosenZoom ?? openingZoom(width, pageWidth);
  const drawn = usePageCanvas(canvasRef, document, page, width, zoom);
  const pageText = t('pdfViewer.pageOf', { page, pages });
  return (
    <Stack spacing={1} data-testid="pdf-viewer" data-page={page} data-pages={pages} data-zoom={zoom}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Tooltip title={t('pdfViewer.previousPage')}>
            <span>
              <IconButton
                aria-label={t('pdfViewer.previousPage')}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                sx={button}
              >
                <ChevronLeft />
              </IconButton>
            </span>
          </Tooltip>
          <Typography variant="body2" aria-live="polite" sx={{ minWidth: 88, textAlign: 'center' }}>
            {pageText}
          </Typography>
          <Tooltip title={t('pdfViewer.nextPage')}>
            <span>
              <IconButton
                aria-label={t('pdfViewer.nextPage')}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
                sx={button}
              >
                <ChevronRight />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={t('pdfViewer.zoomOut')}
            disabled={zoom <= ZOOM_STEPS[0]}
            onClick={() => setZoom(nextZoom(zoom, -1))}
            sx={button}
          >
            <ZoomOut />
          </IconButton>
          <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} data-testid="pdf-zoom">
            {t('pdfViewer.zoomLevel', { percent: Math.round(zoom * 100) })}
          </Typography>
          <IconButton
            aria-label={t('pdfViewer.zoomIn')}
            disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}
            onClick={() => setZoom(nextZoom(zoom, 1))}
            sx={button}
          >
            <ZoomIn />
          </IconButton>
          <IconButton
            aria-label={t('pdfViewer.fitWidth')}
            disabled={zoom === FIT_WIDTH}
            onClick={() => setZoom(FIT_WIDTH)}
            sx={button}
          >
            <FitScreen />
          </IconButton>
        </Stack>
      </Stack>
      {/* Zoomed past the screen, the page scrolls both ways under a finger, and with the keys once focused. */}
      <Box
        ref={areaRef}
        role="region"
        aria-label={t('pdfViewer.pageArea', { name })}
        tabIndex={0}
        sx={{
          overflow: 'auto',
          bgcolor: 'grey.200',
          borderRadius: 1,
          p: 1,
          maxHeight: '75vh',
          WebkitOverflowScrolling: 'touch',
        }}
      >
        <Box
          component="canvas"
          ref={canvasRef}
          role="img"
          aria-label={t('pdfViewer.pageImage', { page, pages, name })}
          data-testid="pdf-page"
          data-drawn={drawn ?? ''}
          sx={{ display: 'block', mx: 'auto', bgcolor: '#fff', boxShadow: 1 }}
        />
      </Box>
    </Stack>
  );
}

/**
 * spec 2 §2 the PDF viewer page's viewer: one page at a time, paged with Previous and Next page and zoomed in
 * steps from the page fitted to the screen's width (on a phone, opened larger to be read), drawn by PDF.js
 * (loaded only here).
 */
export function PdfViewer({ pdf, name }: { pdf: string; name: string }) {
  const { t } = useTranslation();
  const state = usePdfDocument(pdf);
  if (state.kind === 'loading') return <PageLoading />;
  if (state.kind === 'unreadable') return <Alert severity="error">{t('pdfViewer.unreadable')}</Alert>;
  return <PdfPages key={pdf} document={state.document} pageWidth={state.pageWidth} name={name} />;
}
