import { useState } from 'react';

/** A trimmed text, or null when nothing is left (how optional fields travel to the API). */
export function textOrNull(value: string): string | null {
  return value.trim() || null;
}

/**
 * The values of a form's text inputs, and `field(name)`: the `value` and `onChange` to spread
 * on an input.
 */
export function useTextFields<K extends string>(initial: () => Record<K, string>) {
  const [values, setValues] = useState(initial);
  const field = (key: K) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.currentTarget.value })),
  });
  return { values, field };
}
