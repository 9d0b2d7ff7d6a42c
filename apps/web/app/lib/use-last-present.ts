import { useState } from 'react';

/**
 * The latest value that was not null. A dialog opened for a value keeps showing it while it
 * fades out after the value went back to null.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) {
    setLast(value);
    return value;
  }
  return last;
}
