import { lazy, type ComponentType } from 'react';

/** A page loaded when first shown, so the first screen's JavaScript stays small (issue 3: < 250 kB). */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
