/** An e-mail field as every form has it: the e-mail keyboard on phones, the browser's autofill, required. Pass the Field's props. */
export function EmailInput({ className = "input", ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return <input type="email" inputMode="email" autoComplete="email" required className={className} {...props} />;
}
