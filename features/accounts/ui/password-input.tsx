"use client";

import { useState } from "react";
import { PasswordInputView } from "./password-input-view";

/** A password input with a show/hide toggle, for the App Router's forms. Pass the Field's props and react-hook-form's register(). */
export function PasswordInput(props: Omit<React.ComponentProps<"input">, "type"> & { ref?: React.Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return <PasswordInputView {...props} visible={visible} onToggle={() => setVisible((v) => !v)} />;
}
