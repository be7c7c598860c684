import { useMemo } from 'react';
import { useLiveResult } from '../../../../../ui/data/use-live-result.ts';
import {
  compileForm,
  type ChoiceLists,
  type CompiledForm,
  type ConfigurableForm,
  type Message,
  type TemplateModule,
} from '@carevisit/core';
import type { DocumentData } from '../../../../../data/index.ts';
import { useActiveSession } from '../../../../../session/session-context.tsx';
import { useChoiceLists } from './use-choice-lists.ts';

export type FormModule =
  | { kind: 'loading' }
  | { kind: 'unreadable'; problems: readonly Message[] }
  | { kind: 'ready'; form: CompiledForm; lists: ChoiceLists };

/**
 * The configurable form behind a page (cfconfig by the module's referenceId, spec 2 §7), compiled once, with the
 * lists its fields offer. A form that is not on the device, or cannot be compiled, is unreadable with reasons.
 */
export function useFormModule(module: TemplateModule, document: DocumentData): FormModule {
  const { store } = useActiveSession().session;
  const formId = module.referenceId;
  // null: looked for and not on the device; undefined: still reading.
  const definition = useLiveResult(
    async () =>
      formId === null
        ? null
        : ((await store.get<ConfigurableForm>('configurableForm', formId))?.data ?? null),
    [store, formId],
  );
  const lists = useChoiceLists(document);
  const compiled = useMemo(() => (definition ? compileForm(definition) : null), [definition]);
  if (definition === null) return { kind: 'unreadable', problems: [{ key: 'forms.problems.notFound' }] };
  if (!compiled || !lists) return { kind: 'loading' };
  if (!compiled.ok) return { kind: 'unreadable', problems: compiled.problems };
  return { kind: 'ready', form: compiled.form, lists };
}
