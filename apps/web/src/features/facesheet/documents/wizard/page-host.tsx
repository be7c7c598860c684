import { useEffect, type RefObject } from 'react';
import type { PageChecker, PageKind, PageProps } from './page-kind.ts';

/**
 * One page of the wizard, keyed by its module: its kind's component, and its checker handed to the frame for
 * Next (a hook of the kind, so it lives in a component of its own).
 */
export function PageHost({
  kind,
  checkerRef,
  ...props
}: PageProps & { kind: PageKind; checkerRef: RefObject<PageChecker | null> }) {
  const checker = kind.useChecker(props.module, props.document);
  useEffect(() => {
    checkerRef.current = checker;
  }, [checker, checkerRef]);
  const { Page } = kind;
  return <Page {...props} />;
}
