import { useCallback, useState, type FocusEvent } from 'react';

/** How a person first reached for a control: moving the keyboard's focus to it, or pressing it. */
type FirstUse = 'focus' | 'press';

/**
 * For a control a page draws at load but few people open (a menu: `MenuOnFirstUse`): a plain
 * button stands in for it until the person first reaches for it, and only then is the real control
 * (Mantine's `Menu`) mounted. A Mantine popover renders twice when it mounts (floating-ui keeps its
 * anchor in state), so two dozen of them made hydration's commit the longest task of the inventory
 * (issue 15).
 *
 * - `standIn`: the handlers for the stand-in button. A press (click, tap, Enter) mounts the real
 *   control open; the keyboard's focus mounts it closed and focused. Pointing at the stand-in or
 *   focusing it by pressing does nothing, as replacing the button between the press and its
 *   release would lose the click. Either waits for `prepare` (the control's code loading), so the
 *   stand-in, and the focus on it, stay until the real control can take its place at once; if the
 *   keyboard's focus has moved on by then, the stand-in stays. A pressed stand-in says meanwhile
 *   that it heard the press (`aria-busy`, and `data-code-pending`, which the stylesheet shows after
 *   a moment): on a weak network the code can take seconds.
 * - `use`: how it was first reached for, or null while the stand-in is shown;
 * - `refocus`: a ref for the real control's button, which takes the focus back when the keyboard's
 *   focus armed it (the stand-in's node is replaced).
 */
export function useFirstUse(prepare: () => Promise<unknown>) {
  const [use, setUse] = useState<FirstUse | null>(null);
  const [pressed, setPressed] = useState(false);
  // `wanted` tells whether the control is still reached for once its code is in.
  const reach = (how: FirstUse, wanted = () => true) => {
    if (how === 'press') setPressed(true);
    void prepare().then(
      () => {
        if (wanted()) setUse((current) => (how === 'press' ? how : (current ?? how)));
      },
      // The stand-in stays (`prepare` says what failed).
      () => setPressed(false),
    );
  };
  const refocus = useCallback(
    (node: HTMLElement | null) => {
      if (node && use === 'focus') node.focus();
    },
    [use],
  );
  return {
    use,
    standIn: {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const standIn = event.currentTarget;
        // Unless the keyboard has moved on meanwhile: the real control would take the focus back.
        if (standIn.matches(':focus-visible')) reach('focus', () => document.activeElement === standIn);
      },
      onClick: () => reach('press'),
      ...(pressed && { 'aria-busy': true, 'data-code-pending': true }),
    },
    refocus,
  };
}
