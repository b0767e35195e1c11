import { useActionState, useState } from "react";
import { IDLE, type FormState } from "./form-state";

/**
 * A form that posts to a server action (`<form action={formAction}>`), so it works before the
 * page's JavaScript has run or without it, and that validates and submits through its own
 * onSubmit handler once JavaScript runs (that handler prevents the post). `state` is the action's
 * last answer (the server renders it after a post without JavaScript); `dismiss()`, called as a
 * JavaScript submission starts, hides that answer so it never stands beside the new one.
 */
export function useFormAction(action: (previous: FormState, form: FormData) => Promise<FormState>) {
  const [answer, formAction] = useActionState(action, IDLE);
  const [dismissed, setDismissed] = useState<FormState | null>(null);
  const state = answer === dismissed ? IDLE : answer;
  return { state, formAction, dismiss: () => setDismissed(answer) };
}
