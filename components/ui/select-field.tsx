/** A choice of a select: a value shown as itself, or a value with its label. */
export type SelectOption = string | { value: string; label: string };

type Wrapper = {
  id: string;
  label: string;
  error?: string;
  /** The wrapper's classes (its width in the form's layout). */
  className?: string;
};

/**
 * A labelled control of a filter form (a GET form of URL parameters, server-rendered: the ids
 * are the form's own). With an `error` the control is `aria-invalid` and described by the
 * message shown beneath it; `children` gets those attributes with the id.
 */
export function FilterField({
  id,
  label,
  error,
  className,
  children,
}: Wrapper & {
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}) })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled `<select>` of a filter form, uncontrolled (`value` is what the URL gives it): first
 * the "any" choice (`all`, value ""), when there is one, then the options.
 */
export function SelectField({
  name,
  options,
  value,
  all,
  ...wrapper
}: Wrapper & {
  name: string;
  options: readonly SelectOption[];
  value: string;
  all?: string;
}) {
  return (
    <FilterField {...wrapper}>
      {(control) => (
        <select {...control} name={name} defaultValue={value} className="input">
          {all !== undefined ? <option value="">{all}</option> : null}
          {options.map((option) => {
            const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </FilterField>
  );
}
