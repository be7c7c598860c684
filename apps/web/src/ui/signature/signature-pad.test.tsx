import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import { SignaturePad, type SignaturePadProps } from './signature-pad.tsx';

// Through the pad's public props only: what the signer sees, and what a stroke and Clear report.

const LABEL = 'Client signature';

function Pad(props: Partial<SignaturePadProps> & { onValue?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <SignaturePad
      id="pad"
      label={LABEL}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

/** One stroke across the pad with a primary pointer (finger, pen or mouse). */
function stroke(canvas: HTMLElement) {
  const pointer = { pointerId: 1, buttons: 1, isPrimary: true };
  fireEvent.pointerDown(canvas, { ...pointer, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(canvas.ownerDocument, { ...pointer, clientX: 60, clientY: 40 });
  fireEvent.pointerMove(canvas.ownerDocument, { ...pointer, clientX: 120, clientY: 30 });
  fireEvent.pointerUp(canvas.ownerDocument, { ...pointer, buttons: 0, clientX: 120, clientY: 30 });
}

describe('SignaturePad', () => {
  it('asks for a signature while empty, with nothing to clear', () => {
    render(<Pad />);
    expect(screen.getByRole('img', { name: LABEL })).toBeInTheDocument();
    expect(screen.getByText(en.signaturePad.hint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.signaturePad.clear })).toBeDisabled();
  });

  it('reports a stroke as a PNG and says the signature is captured', () => {
    const onValue = vi.fn();
    render(<Pad onValue={onValue} />);
    stroke(screen.getByRole('img', { name: LABEL }));
    expect(onValue).toHaveBeenCalledTimes(1);
    const png = onValue.mock.calls[0]![0] as string;
    expect(png).not.toMatch(/^data:/);
    expect(png.length).toBeGreaterThan(0);
    expect(screen.getByText(en.signaturePad.signed)).toBeInTheDocument();
    expect(screen.queryByText(en.signaturePad.hint)).not.toBeInTheDocument();
  });

  it('clears a drawn signature back to empty', async () => {
    const onValue = vi.fn();
    render(<Pad value="iVBORw0KGgo=" onValue={onValue} />);
    const clear = screen.getByRole('button', { name: en.signaturePad.clear });
    expect(clear).toBeEnabled();
    await userEvent.setup({ delay: null }).click(clear);
    expect(onValue).toHaveBeenCalledWith(null);
    expect(screen.getByText(en.signaturePad.hint)).toBeInTheDocument();
  });

  it('shows its message instead of the captured note, and takes no stroke when disabled', () => {
    const onValue = vi.fn();
    render(<Pad message={en.verification.signatureOrNo} error disabled onValue={onValue} />);
    stroke(screen.getByRole('img', { name: LABEL }));
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByText(en.verification.signatureOrNo)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: LABEL })).toHaveAccessibleDescription(
      en.verification.signatureOrNo,
    );
  });

  describe('sized again while its drawing decodes', () => {
    // The pad's box as the layout reports it, the sizings it is told of, and each PNG's decoding, held until a
    // test lets it finish.
    let box = { width: 600, height: 200 };
    let sized: () => void = () => {};
    const decodings: Array<() => void> = [];
    const drawnSize = { width: 600, height: 200 };

    function layOut() {
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => box.width);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => box.height);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(drawnSize.width);
      vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(drawnSize.height);
      // jsdom decodes no image: each decoding waits for the test.
      HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => decodings.push(resolve));
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            sized = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
    }

    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
      decodings.length = 0;
    });

    it('draws the stored signature once, at the size the pad has now', async () => {
      layOut();
      box = { width: 600, height: 200 };
      render(<Pad value="iVBORw0KGgo=" />);
      const canvas = screen.getByRole<HTMLCanvasElement>('img', { name: LABEL });
      const context = canvas.getContext('2d')!;
      act(() => sized());
      // The phone is turned before the first decoding finishes: the pad is sized again, to half the width.
      box = { width: 300, height: 400 };
      act(() => sized());
      const drawImage = vi.spyOn(context, 'drawImage');
      await act(async () => {
        decodings.forEach((finish) => finish());
        await Promise.resolve();
      });

      // Drawn 600 by 200 and now in a box 300 wide: scaled evenly to 300 by 100, and only that once.
      expect(drawImage).toHaveBeenCalledTimes(1);
      expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 0, 300, 100);
      expect(screen.getByText(en.signaturePad.signed)).toBeInTheDocument();
    });
  });
});
