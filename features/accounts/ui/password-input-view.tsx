import { Eye, EyeOff } from "lucide-react";

/**
 * A password input with a show/hide toggle. The App Router's forms pass `visible` and `onToggle`
 * (./password-input.tsx); on a page without the framework's JavaScript the toggle is worked by the
 * forms' inline script (components/site/form-script.ts, `data-password-toggle`). The icon follows
 * `aria-pressed`, so either way one attribute says what is shown.
 */
export function PasswordInputView({
  className = "",
  visible = false,
  onToggle,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & { ref?: React.Ref<HTMLInputElement>; visible?: boolean; onToggle?: () => void }) {
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`input pr-12 ${className}`} />
      <button
        type="button"
        onClick={onToggle}
        data-password-toggle
        aria-label="Show password"
        title={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        className="group absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-lg text-muted hover:text-ink"
      >
        <Eye aria-hidden className="size-5 group-aria-pressed:hidden" />
        <EyeOff aria-hidden className="hidden size-5 group-aria-pressed:block" />
      </button>
    </div>
  );
}
