/**
 * What a person does on a page before React has taken it over (ADR 081).
 *
 * A page is painted, and looks ready, before its scripts have come (ADR 030) and its content
 * hydrates after the frame around it (ADR 070): on a phone on a weak network, seconds later. In
 * that time a field typed into, or filled by a password manager, showed its text while the form's
 * state stayed empty (a sign-in then said "Enter your e-mail address" under the address), a press
 * of the form's button made the browser send the form itself (the page reloaded with all that was
 * typed gone), and a press of any other button (a kind of account, a menu, a tab) did nothing.
 *
 * So a script in the head, before any of the page, notes each field changed until the page is
 * marked hydrated and each button pressed until React listens, and holds a submit that nothing of
 * the page handled (the browser's own send); a form with an `action` of its own is the browser's to
 * send and is left alone. Once the page is hydrated, `replayEarlyInput` does it all again in the
 * order the person did it: it tells React of each noted field that shows something other than what
 * React rendered, as typing would, presses each noted button again, and then sends the held form as
 * its button would.
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

/** A button pressed before React listened to the page. */
interface NotedPress {
  pressed: HTMLElement;
}

/** Where the head's script keeps what it noted, for `replayEarlyInput`. */
interface EarlyInput {
  /**
   * In the order the person did them: a field where it was last changed (a radio button pressed
   * last is the group's choice), each press where it was made.
   */
  done: (NotedField | NotedPress)[];
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** Set just before `hydrateRoot`: from then on React hears presses, and replays them itself. */
  reactListens: boolean;
}

declare global {
  interface Window {
    vernissageEarlyInput?: EarlyInput;
  }
}

/**
 * Marks a pressed button whose press is held, which the stylesheet shows as working (as a menu's
 * button whose code is on its way, components/first-use.ts). Taken off before React hydrates the
 * page: it would find an attribute it did not render.
 */
const HELD_MARK = 'data-code-pending';

/**
 * Marks the document when the page's code could not come: an import of the script that loads it
 * (lib/paint-first.ts) fails with the browser's "Failed to fetch dynamically imported module"
 * (Safari: "Importing a module script failed", Firefox: "error loading dynamically imported
 * module"), as the script's error when a chunk's import fails, as an unhandled rejection when the
 * entry's does. The stylesheet then shows `PageUnavailable` and stops showing anything pressed as
 * coming: nothing noted will be done.
 */
const LOAD_FAILED_MARK = 'data-load-failed';

/**
 * What a press is noted on: buttons and what the page draws as one (Mantine's cards and tabs are
 * buttons with a role; a combobox's field opens its list when pressed). Native checkboxes and
 * radios, a switch among them, change by themselves and are noted as fields; a link is followed by
 * the browser; a submit or reset button of a form does what the form does.
 */
const PRESSABLE = [
  'button',
  'input[aria-haspopup]',
  ...['button', 'tab', 'radio', 'checkbox', 'switch', 'menuitem'].map((role) => `:not(input)[role=${role}]`),
].join(',');

/**
 * In the head. The submit is held at the window once the event has passed through the page
 * (React listens at the document): one React prevented, or one made after the page was marked
 * hydrated, goes its way. Presses are noted only until React listens: it replays those it hears
 * on a part not yet hydrated itself.
 */
export const EARLY_INPUT_SCRIPT = `(function(){
var root=document.documentElement,
early=window.vernissageEarlyInput={done:[],submit:null,reactListens:false};
var note=function(event){var field=event.target;if(root.dataset.hydrated)return;
early.done=early.done.filter(function(entry){return entry.field!==field});
early.done.push({field:field,value:field.value,checked:field.checked,
selected:field.options?[].map.call(field.options,function(option){return option.selected}):null})};
document.addEventListener('input',note,true);document.addEventListener('change',note,true);
document.addEventListener('click',function(event){
var pressed=event.isTrusted&&!early.reactListens&&event.target.closest&&event.target.closest('${PRESSABLE}');
if(!pressed||pressed.disabled||pressed.closest('a[href]')||
(pressed.form&&(pressed.type==='submit'||pressed.type==='reset')))return;
early.done.push({pressed:pressed});pressed.setAttribute('${HELD_MARK}','')},true);
var failed=function(error){if(!root.dataset.hydrated&&error instanceof TypeError&&
/imported module|module script/i.test(error.message))root.setAttribute('${LOAD_FAILED_MARK}','')};
window.addEventListener('error',function(event){failed(event.error)});
window.addEventListener('unhandledrejection',function(event){failed(event.reason)});
window.addEventListener('submit',function(event){var form=event.target,held=early.submit;
if(root.dataset.hydrated||event.defaultPrevented||form.hasAttribute('action'))return;
event.preventDefault();if(held&&held.submitter)held.submitter.removeAttribute('${HELD_MARK}');
early.submit={form:form,submitter:event.submitter||null};
if(event.submitter)event.submitter.setAttribute('${HELD_MARK}','')});
})()`;

/**
 * Called just before hydration: React listens from then on, and the held presses and submit no
 * longer show they are waiting.
 */
export function handOverToReact(): void {
  const early = window.vernissageEarlyInput;
  if (!early) return;
  early.reactListens = true;
  unmarkHeld(early);
}

function unmarkHeld({ done, submit }: EarlyInput): void {
  submit?.submitter?.removeAttribute(HELD_MARK);
  done.forEach((entry) => 'pressed' in entry && entry.pressed.removeAttribute(HELD_MARK));
}

/**
 * Tells React of the fields changed and presses the buttons pressed before it took the page over,
 * in the order the person did, then sends the form whose submit was held. Called once, when the
 * page is marked hydrated.
 */
export async function replayEarlyInput(): Promise<void> {
  const early = window.vernissageEarlyInput;
  if (!early) return;
  const { done, submit } = early;
  unmarkHeld(early); // a submit held while React was hydrating the page is marked still
  early.done = [];
  early.submit = null;
  for (const entry of done) {
    if (!('pressed' in entry)) {
      const change = unheard(entry);
      if (change) tellReact(change);
    } else if (entry.pressed.isConnected) {
      // Each press in a task of its own, once React has rendered what came before (a field's or
      // press's update is rendered at once, before any timer): the handler reads the state the
      // person saw, and a button pressed twice is pressed twice.
      await nextTask();
      entry.pressed.click();
      await nextTask();
    }
  }
  if (!submit?.form.isConnected) return;
  const { form, submitter } = submit;
  // In a task of its own too, so the form's handler reads the values.
  await nextTask();
  if (form.isConnected) form.requestSubmit(submitter?.isConnected && isSubmitterOf(form, submitter) ? submitter : null);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
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
