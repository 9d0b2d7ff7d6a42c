/**
 * What a person does on a page before React has taken it over (ADR 081).
 *
 * A page is painted, and looks ready, before its scripts have come (ADR 030) and its content
 * hydrates after the frame around it (ADR 070): on a phone on a weak network, seconds later. In
 * that time a field typed into, or filled by a password manager, showed its text while the form's
 * state stayed empty (a sign-in then said "Enter your e-mail address" under the address), and a
 * press of the form's button made the browser send the form itself: the page reloaded with all
 * that was typed gone.
 *
 * So a script in the head, before any of the page, notes each field changed until the page is
 * marked hydrated, and holds a submit that nothing of the page handled (the browser's own send);
 * a form with an `action` of its own is the browser's to send and is left alone. Once the page is
 * hydrated, `replayEarlyInput` tells React of each noted field that shows something other than
 * what React rendered, as typing would, and then sends the held form as its button would.
 */

/**
 * A field as it was after the person's last change. Kept, not read again at the end: React may
 * render the form between hydrating it and the page being marked hydrated, and a render puts a
 * controlled field back to its state.
 */
interface NotedField {
  field: Element;
  value: string;
  checked: boolean;
  /** The options' selected states, for a select. */
  selected: boolean[] | null;
}

/** Where the head's script keeps what it noted, for `replayEarlyInput`. */
interface EarlyInput {
  /** In the order of their last change (a radio button pressed last is the group's choice). */
  fields: NotedField[];
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

declare global {
  interface Window {
    vernissageEarlyInput?: EarlyInput;
  }
}

/**
 * Marks the button of a held submit, which the stylesheet shows as working (as a menu's button
 * whose code is on its way, components/first-use.ts). Taken off before React hydrates the page:
 * it would find an attribute it did not render.
 */
const HELD_MARK = 'data-code-pending';

/**
 * In the head. The submit is held at the window once the event has passed through the page
 * (React listens at the document): one React prevented, or one made after the page was marked
 * hydrated, goes its way.
 */
export const EARLY_INPUT_SCRIPT = `(function(){
var root=document.documentElement,early=window.vernissageEarlyInput={fields:[],submit:null};
var note=function(event){var field=event.target;if(root.dataset.hydrated)return;
early.fields=early.fields.filter(function(entry){return entry.field!==field});
early.fields.push({field:field,value:field.value,checked:field.checked,
selected:field.options?[].map.call(field.options,function(option){return option.selected}):null})};
document.addEventListener('input',note,true);document.addEventListener('change',note,true);
window.addEventListener('submit',function(event){var form=event.target,held=early.submit;
if(root.dataset.hydrated||event.defaultPrevented||form.hasAttribute('action'))return;
event.preventDefault();if(held&&held.submitter)held.submitter.removeAttribute('${HELD_MARK}');
early.submit={form:form,submitter:event.submitter||null};
if(event.submitter)event.submitter.setAttribute('${HELD_MARK}','')});
})()`;

/** Called just before hydration: the held submit's button no longer shows it is waiting. */
export function unmarkHeldSubmit(): void {
  window.vernissageEarlyInput?.submit?.submitter?.removeAttribute(HELD_MARK);
}

/**
 * Tells React of the fields changed before it took the page over, then sends the form whose submit
 * was held. Called once, when the page is marked hydrated.
 */
export function replayEarlyInput(): void {
  const early = window.vernissageEarlyInput;
  if (!early) return;
  const { fields, submit } = early;
  unmarkHeldSubmit();
  early.fields = [];
  early.submit = null;
  fields.map(unheard).forEach((change) => change && tellReact(change));
  if (!submit?.form.isConnected) return;
  const { form, submitter } = submit;
  // In a task of its own, after React has rendered what the fields changed (an input event's update
  // is rendered at once, before any timer), so the form's handler reads the values.
  setTimeout(() => {
    if (form.isConnected)
      form.requestSubmit(submitter?.isConnected && isSubmitterOf(form, submitter) ? submitter : null);
  });
}

function isSubmitterOf(form: HTMLFormElement, element: HTMLElement): boolean {
  return (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.form === form;
}

/** A field that shows something other than what React rendered, and what it shows. */
type Unheard =
  | { field: HTMLInputElement; property: 'checked'; value: boolean }
  | { field: HTMLInputElement | HTMLTextAreaElement; property: 'value'; value: string }
  | { field: HTMLSelectElement; property: 'selected'; value: boolean[] };

/**
 * A controlled field's `defaultValue` (its `value` attribute), `defaultChecked` or its options'
 * `defaultSelected` is what React rendered: a field noted as showing that is left alone.
 */
function unheard({ field, value, checked, selected }: NotedField): Unheard | null {
  if (!field.isConnected) return null;
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return !selected || options.every((option, index) => selected[index] === option.defaultSelected)
      ? null
      : { field, property: 'selected', value: selected };
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return checked === field.defaultChecked ? null : { field, property: 'checked', value: checked };
  }
  return field.type === 'file' || value === field.defaultValue ? null : { field, property: 'value', value };
}

/**
 * React reads a change of a field's value or checked state from a value tracker: the value it last
 * saw through the element's own setter. A field typed into before hydration was tracked at its
 * typed value, so an `input` event alone changes nothing. Setting another value through the
 * element (the tracker takes it), the typed one back through the prototype's setter (it does
 * not), and dispatching the event makes React call the field's `onChange` with the typed value, as
 * typing does. A select has no tracker: its `change` event is enough. (React renders the form again
 * after each, which puts a controlled field not yet told back to its state: each is shown again as
 * noted as it is told.)
 */
function tellReact(change: Unheard): void {
  const { field } = change;
  switch (change.property) {
    case 'selected':
      [...change.field.options].forEach((option, index) => (option.selected = change.value[index] ?? false));
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    case 'checked':
      change.field.checked = !change.value;
      setThroughPrototype(change.field, 'checked', change.value);
      // React hears a checkbox change as a click; a plain event (not a mouse event) does not toggle it.
      field.dispatchEvent(new Event('click', { bubbles: true }));
      return;
    case 'value':
      change.field.value = change.value === '' ? ' ' : '';
      setThroughPrototype(change.field, 'value', change.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The prototype's setter, with the field as `this`: the tracker React put on the field is passed by. */
function setThroughPrototype(
  field: HTMLInputElement | HTMLTextAreaElement,
  property: 'value' | 'checked',
  value: unknown,
) {
  Reflect.set(Object.getPrototypeOf(field) as object, property, value, field);
}
