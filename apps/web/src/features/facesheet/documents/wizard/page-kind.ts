import type { ComponentType } from 'react';
import type { Message, TemplateModule } from '@carevisit/core';
import type { DocumentData, ModuleDataEntry } from '../../../../data/index.ts';

/** What a page component gets (issue 13 contract): the frame persists every onChange within a second. */
export interface PageProps {
  document: DocumentData;
  module: TemplateModule;
  data: ModuleDataEntry;
  onChange: (data: ModuleDataEntry) => void;
  /** The page asks to go on with this data, as Next does: validated, stored, then the next page. */
  onNext: (data: ModuleDataEntry) => void;
  /** Next was pressed on this page: required messages show. */
  nextClicked: boolean;
  readOnly: boolean;
}

interface PageCheck {
  valid: boolean;
  errorCount: number;
  messages: Message[];
  /** The module data to store once the page is confirmed (e.g. hidden fields' values left out). */
  stored: ModuleDataEntry;
  /** The page's own floating message after Next (goals addressed, spec 2 §5); otherwise the count or the one. */
  floating?: Message | null;
}

/** A page's verdict for Next, computed where the page's definitions are (the component's hook). */
export type PageChecker = (data: ModuleDataEntry) => PageCheck | null;

/** A page kind: one React component and a hook giving its check (a core pure module underneath). */
export interface PageKind {
  Page: ComponentType<PageProps>;
  useChecker: (module: TemplateModule, document: DocumentData) => PageChecker;
}
