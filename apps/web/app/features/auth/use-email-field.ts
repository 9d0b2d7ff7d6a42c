import { useState, type FormEvent } from 'react';
import { checkEmail, type EmailProblem } from './validation';

/**
 * An e-mail field with its own check: `submit` stops the form, checks the address and calls
 * `onValid` with it trimmed only when it is well-formed; `problem` names what is wrong.
 */
export function useEmailField(onValid: (email: string, clear: () => void) => void) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkEmail(email);
    setProblem(found);
    if (!found) onValid(email.trim(), () => setEmail(''));
  };
  return { email, setEmail, problem, submit };
}
