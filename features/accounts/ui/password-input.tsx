"use client";

import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";

/** A password input with a show/hide toggle. Pass the Field's props and react-hook-form's register(). */
export function PasswordInput({
  className = "",
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & { ref?: React.Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`input pr-12 ${className}`} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label="Show password"
        title={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-lg text-muted hover:text-ink"
      >
        {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
      </button>
    </div>
  );
}
