/**
 * Brings the first field in error inside `root` into view (on a phone it may be a screen or two away from the
 * button that found it); without one, with `orAlert`, the first alert.
 */
export function scrollToFirstError(root: HTMLElement | null, orAlert = false): void {
  const first = root?.querySelector('.Mui-error') ?? (orAlert ? root?.querySelector('[role="alert"]') : null);
  first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
