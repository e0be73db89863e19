import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues, type UseFormHandleSubmit, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { focusFirstInvalid } from './focus';

/**
 * react-hook-form as every portal form uses it (the lint rule in apps/portal/eslint.config.mjs sends
 * each form here): the same API, except where a refused submission puts the focus. react-hook-form
 * focuses the first invalid field in the order the fields registered, which is not the order on the
 * page (a form's own fields register before those of the blocks it draws: the sign-up focused Company
 * name, then Password, before First name). Here the kit focuses the first control that shows an
 * error, in document order, once the errors are on the page, including what the form's own
 * `onInvalid` marked (the applicant's missing files).
 */
export function useKitForm<TFieldValues extends FieldValues = FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props?: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({ ...props, shouldFocusError: false });
  // The form (or the part of the page) whose submission was just refused, until its errors are drawn.
  const refused = useRef<ParentNode | null>(null);
  // react-hook-form counts the submission in the same update that brings its errors, so the render
  // that shows the new count also shows every error: focus then.
  const { submitCount } = form.formState;
  useEffect(() => {
    const root = refused.current;
    refused.current = null;
    if (root) focusFirstInvalid(root);
  }, [submitCount]);

  const handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformedValues> = (onValid, onInvalid) => (event) => {
    // Read now: React clears the event's currentTarget once the handler returns, before validation ends.
    const submitted = submittedRoot(event);
    return form.handleSubmit(onValid, async (errors, e) => {
      refused.current = submitted ?? rootOfErrors(errors);
      await onInvalid?.(errors, e);
    })(event);
  };
  return { ...form, handleSubmit };
}

function submittedRoot(event: BaseSyntheticEvent | undefined): ParentNode | null {
  const target = (event?.currentTarget ?? event?.target) as Element | null | undefined;
  if (!target || typeof target.closest !== 'function') return null;
  return target.closest('form') ?? target;
}

/** Without an event (a submission started by code): the form of the first error's control, else the page. */
function rootOfErrors(errors: FieldErrors): ParentNode {
  for (const error of Object.values(errors)) {
    const ref = (error as { ref?: unknown } | undefined)?.ref;
    if (ref instanceof Element) return ref.closest('form') ?? document;
  }
  return document;
}
