// Runs in the page before the app (addInitScript): for each key pressed, the time from the key event to the
// first moment after the next frame was painted, the app's handlers and React's render included.

export interface TypingProbeGlobal {
  keystrokeToPaintMs: number[];
}

/**
 * Self-contained (Playwright sends its text to the page): a keydown listener in the capture phase, then a
 * frame callback, then a message posted from it, which runs once that frame has been painted.
 */
export function installTypingProbe(): void {
  const probe = globalThis as unknown as TypingProbeGlobal;
  probe.keystrokeToPaintMs = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const pressed = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => probe.keystrokeToPaintMs.push(performance.now() - pressed);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}
