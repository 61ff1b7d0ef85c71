'use client';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The search-as-you-type state of a combobox: the text, whether the list is open (the caller's
 * query runs only then) and the highlighted option. `onExpandedChange` lets a dialog keep Escape
 * for the list while it is open.
 */
export function useCombobox(onExpandedChange?: (expanded: boolean) => void) {
  const [text, setText] = useState('');
  const [expanded, setExpandedState] = useState(false);
  const [active, setActive] = useState(-1);
  const setExpanded = (next: boolean) => {
    setExpandedState(next);
    onExpandedChange?.(next);
    if (!next) setActive(-1);
  };
  return { text, setText, expanded, setExpanded, active, setActive };
}
export type ComboboxState = ReturnType<typeof useCombobox>;

type Props<T> = {
  state: ComboboxState;
  label: string;
  options: T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** Enter or a click on an option; return 'clear' to empty the field and close the list after it. */
  onChoose: (option: T) => void | 'clear';
  /** What the live region says (searching, no matches, how many). */
  status: string;
  placeholder?: string;
  inputId?: string;
  hint?: string;
  optionClassName?: (option: T) => string | undefined;
  classes: { root?: string; label?: string; input?: string; listbox?: string; option?: string; hint?: string };
};

/**
 * An ARIA combobox with one listbox (the share dialog's people and teams, a team's new members):
 * typing, a click or an arrow key opens the list — never the focus alone, so a dialog that focuses
 * the field on opening is not covered; Arrow keys move, Enter picks (and never submits the form),
 * Escape closes the list first.
 */
export function Combobox<T>({ state, label, options, optionKey, renderOption, onChoose, status, placeholder, inputId, hint, optionClassName, classes }: Props<T>) {
  const ownId = useId();
  const listId = useId();
  const hintId = useId();
  const id = inputId ?? ownId;
  const { text, setText, expanded, setExpanded, active, setActive } = state;
  const open = expanded && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = (option: T | undefined) => {
    if (option === undefined) return;
    if (onChoose(option) === 'clear') {
      setText('');
      setExpanded(false);
    } else setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setExpanded(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0) choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setExpanded(false);
    }
  };

  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input
        id={id}
        className={classes.input}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-describedby={hint ? hintId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          if (!expanded) setExpanded(true);
        }}
        onClick={() => setExpanded(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
      />
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {open ? (
        <ul id={listId} role="listbox" aria-label={label} className={classes.listbox}>
          {options.map((option, i) => (
            <li
              key={optionKey(option)}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={optionClassName?.(option) ?? classes.option}
              // Keeps focus in the input, so the list does not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className={classes.hint}>
        {status}
      </p>
    </div>
  );
}
