/**
 * Runs `work` in a task of its own once the page has nothing else to do (at the latest after `timeoutMs`), so
 * that work which can wait (loading code for later) does not lengthen the task that draws a screen. Safari has no
 * idle callbacks: there it runs in the next task. Returns the way to call it off.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/**
 * Resolves in a task of its own, soon (not when idle): a long piece of start-up work cut in two, so the browser may
 * paint and answer a tap between them. A task over 50 ms blocks the phone, and on a mid-range phone the first
 * screen's code alone takes most of that to evaluate.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
