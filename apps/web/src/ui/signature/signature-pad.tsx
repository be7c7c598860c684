import { useEffect, useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import Gesture from '@mui/icons-material/Gesture';
import SignaturePadEngine from 'signature_pad';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_IMAGE_LIMITS } from '@carevisit/core';
import { fitScale, scaleStrokes, withStrokes, type Drawing } from './pad-strokes.ts';
import { pngBase64, pngDataUrl } from './png-data.ts';

export interface SignaturePadProps {
  /** Prefix of the pad's element ids. */
  id: string;
  /** PNG as base64 without the data: prefix; null while nothing is drawn. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Names the drawing area for assistive technology, e.g. whose signature it takes. */
  label: string;
  /** A hint or, with `error`, a message, shown under the pad beside Clear. */
  message?: string | undefined;
  error?: boolean;
  disabled?: boolean;
  height?: number;
  /** Further description of the area, e.g. the id of a prompt above it. */
  describedBy?: string | undefined;
}

const INK = '#1b2430';
// A white page, so the PNG reads the same on any background it is later shown on (a PDF, a dark screen).
const PAPER = 'rgb(255, 255, 255)';

/**
 * The screen's pixel density, lowered where a pad of `box` CSS pixels would make a PNG beyond what the server
 * accepts (SIGNATURE_IMAGE_LIMITS, issue 30: a wide desktop window at density 2 is over 4096 pixels across).
 */
function pixelRatio(box: { width: number; height: number }): number {
  const { maxSidePixels, maxPixels } = SIGNATURE_IMAGE_LIMITS;
  const fitting = Math.min(
    maxSidePixels / box.width,
    maxSidePixels / box.height,
    Math.sqrt(maxPixels / (box.width * box.height)),
  );
  return Math.min(Math.max(window.devicePixelRatio || 1, 1), fitting);
}

/**
 * Puts a stored drawing back on a canvas of `box` CSS pixels. The PNG holds the strokes at the size they were
 * drawn at; when that no longer fits (a phone turned from landscape to portrait) it is scaled down evenly, never
 * stretched or cut, and it is never enlarged. Decoding takes a moment in which the canvas may be sized again: a
 * drawing meant for a size the canvas no longer has (`stillFits` false) is not drawn, as it would land over the
 * newer one at the wrong scale. It is drawn straight onto the canvas once decoded, with no second wait in which
 * that could happen.
 */
async function redraw(
  canvas: HTMLCanvasElement,
  drawing: string,
  ratio: number,
  box: { width: number; height: number },
  stillFits: () => boolean,
): Promise<void> {
  const image = new Image();
  image.src = pngDataUrl(drawing);
  await image.decode();
  if (!stillFits()) return;
  const drawnWidth = image.naturalWidth / ratio;
  const drawnHeight = image.naturalHeight / ratio;
  const scale = Math.min(1, box.width / drawnWidth, box.height / drawnHeight);
  canvas.getContext('2d')?.drawImage(image, 0, 0, drawnWidth * scale, drawnHeight * scale);
}

/**
 * A signature drawn with a finger, pen or mouse (signature_pad), kept as a PNG. Controlled: `value` holds the
 * drawing, and the pad shows it again when it mounts or changes size. While it stays mounted the strokes are kept
 * as vectors (signature_pad's point data) and redrawn at the new size; a drawing it mounts with comes back from
 * its PNG.
 */
export function SignaturePad({
  id,
  value,
  onChange,
  label,
  message,
  error,
  disabled,
  height = 220,
  describedBy,
}: SignaturePadProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  /** The strokes drawn since the pad mounted empty or was cleared; null while its ink came from the PNG. */
  const drawingRef = useRef<Drawing | null>(null);
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    valueRef.current = value;
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePadEngine(canvas, {
      penColor: INK,
      backgroundColor: PAPER,
      minWidth: 0.8,
      maxWidth: 2.8,
    });
    padRef.current = pad;
    // The canvas is drawn at the screen's pixel density, so it is sized again whenever its box changes (a turned
    // phone, a resize, a remount), and the signature is put back as signed, neither lost nor stretched: from its
    // strokes, scaled evenly to fit (issue 16 item 2), always from the drawing as drawn so turning back and forth
    // never degrades it; or, for ink the pad mounted with, from the PNG it was saved as.
    let scale = 1;
    /** Counts the canvas's sizings, so a drawing still decoding for an earlier one is left undrawn. */
    let fits = 0;
    const boxOf = () => ({ width: canvas.offsetWidth, height: canvas.offsetHeight });
    const fit = () => {
      const fitting = ++fits;
      const box = boxOf();
      if (box.width === 0 || box.height === 0) return;
      const ratio = pixelRatio(box);
      canvas.width = Math.floor(box.width * ratio);
      canvas.height = Math.floor(box.height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      // A value emptied from outside (the block marked unable) takes its strokes with it.
      if (!valueRef.current) drawingRef.current = null;
      const drawing = drawingRef.current;
      if (drawing) {
        scale = fitScale(drawing, box);
        pad.fromData(scaleStrokes(drawing.strokes, scale));
        return;
      }
      // A drawing that cannot be shown again cannot be checked by the signer either: it is dropped.
      const stillFits = () => fitting === fits;
      if (valueRef.current) {
        redraw(canvas, valueRef.current, ratio, box, stillFits).catch(() => {
          if (stillFits()) onChangeRef.current(null);
        });
      }
    };
    const resizes = new ResizeObserver(fit);
    resizes.observe(canvas);
    const stroked = () => {
      // Strokes added over ink from a PNG have no vectors for that ink: those redraw from the PNG as before.
      if (drawingRef.current || !valueRef.current) {
        drawingRef.current = withStrokes(drawingRef.current, pad.toData(), scale, boxOf());
      }
      onChangeRef.current(pad.isEmpty() ? null : pngBase64(pad.toDataURL('image/png')));
    };
    pad.addEventListener('endStroke', stroked);
    return () => {
      fits++;
      resizes.disconnect();
      pad.removeEventListener('endStroke', stroked);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    drawingRef.current = null;
    padRef.current?.clear();
    onChange(null);
  };

  const empty = value === null;
  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          height,
          borderRadius: 2,
          border: 2,
          borderStyle: empty ? 'dashed' : 'solid',
          borderColor: error ? 'error.main' : empty ? 'grey.400' : 'primary.main',
          bgcolor: '#fff',
          overflow: 'hidden',
        }}
      >
        {/* The canvas paints a white page; the hint and the signing line sit over it. */}
        <Box
          component="canvas"
          ref={canvasRef}
          role="img"
          aria-label={label}
          aria-describedby={[describedBy, `${id}-message`].filter(Boolean).join(' ')}
          data-testid="signature-canvas"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            touchAction: 'none',
            cursor: 'crosshair',
          }}
        />
        {empty && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              color: 'text.disabled',
              pointerEvents: 'none',
            }}
          >
            <Gesture />
            <Typography variant="body1">{t('signaturePad.hint')}</Typography>
          </Box>
        )}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 24,
            right: 24,
            bottom: 44,
            borderBottom: 1,
            borderColor: 'grey.400',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          mt: 0.5,
          minHeight: 40,
        }}
      >
        <Typography
          id={`${id}-message`}
          variant="body2"
          color={error ? 'error' : message || empty ? 'text.secondary' : 'success.main'}
          aria-live="polite"
          sx={{ pr: 1 }}
        >
          {message ?? (empty ? '' : t('signaturePad.signed'))}
        </Typography>
        <Button onClick={clear} disabled={empty || disabled} startIcon={<Replay />} sx={{ flexShrink: 0 }}>
          {t('signaturePad.clear')}
        </Button>
      </Box>
    </Box>
  );
}
