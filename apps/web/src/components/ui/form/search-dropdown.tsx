import { useRef, type ComponentPropsWithRef } from 'react';
import { ControlFrame } from './control-frame';
import { Field, joinClasses, splitFieldProps, useField, type FieldProps } from './field';
import { ChevronIcon } from './form-icons';
import { useCombobox, type ComboboxOption } from './use-combobox';
import { useControllableState } from './use-controllable-state';
import './search-dropdown.css';

export interface SearchDropdownProps
  extends FieldProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      keyof FieldProps | 'value' | 'defaultValue' | 'onChange' | 'type' | 'name' | 'children'
    > {
  readonly options: readonly ComboboxOption[];
  /** The chosen option's value ('' for none). */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** Submitted with the chosen value. */
  readonly name?: string;
  readonly texts?: { readonly noMatches: string; readonly loading: string; readonly showOptions: string };
}

const DEFAULT_TEXTS = { noMatches: 'No matches', loading: 'Loading…', showOptions: 'Show options' };

/** A dropdown to type into: the list narrows to what matches (ARIA combobox with a listbox). */
export function SearchDropdown(props: SearchDropdownProps) {
  const [
    fieldProps,
    { options, value, defaultValue = '', onValueChange, name, texts = DEFAULT_TEXTS, onBlur, ...inputProps },
  ] = splitFieldProps(props);
  const field = useField(fieldProps);
  const [selected, setSelected] = useControllableState(value, defaultValue);
  const listRef = useRef<HTMLUListElement>(null);
  const combobox = useCombobox({
    options,
    listRef,
    value: selected,
    onSelect: (next) => {
      setSelected(next);
      onValueChange?.(next);
    },
  });
  const listboxId = `${field.id}-listbox`;
  const optionId = (index: number) => `${field.id}-option-${index}`;
  const empty = !fieldProps.loading && combobox.shown.length === 0;

  const toggleButton = (
    <button
      type="button"
      className="form-control__button search-dropdown__toggle"
      tabIndex={-1}
      aria-label={texts.showOptions}
      aria-expanded={combobox.open}
      aria-controls={listboxId}
      disabled={fieldProps.disabled}
      // Keep the focus in the text box: the list belongs to it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={combobox.toggle}
    >
      <ChevronIcon />
    </button>
  );

  return (
    <Field field={field} {...fieldProps}>
      <div className="search-dropdown">
        <ControlFrame
          invalid={Boolean(field.errorText)}
          disabled={fieldProps.disabled}
          loading={fieldProps.loading}
          end={toggleButton}
        >
          <input
            autoComplete="off"
            spellCheck={false}
            {...inputProps}
            {...field.control}
            type="text"
            role="combobox"
            className="form-control__input"
            aria-autocomplete="list"
            aria-expanded={combobox.open}
            aria-controls={listboxId}
            aria-activedescendant={combobox.active ? optionId(combobox.activeIndex) : undefined}
            value={combobox.inputText}
            onChange={(event) => combobox.onInputChange(event.target.value)}
            onKeyDown={combobox.onKeyDown}
            onClick={() => !combobox.open && combobox.toggle()}
            onBlur={(event) => {
              combobox.onBlur();
              onBlur?.(event);
            }}
          />
        </ControlFrame>
        <div className="search-dropdown__popup" hidden={!combobox.open}>
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-labelledby={field.labelId}
            className="search-dropdown__list"
          >
            <DropdownOptions combobox={combobox} selected={selected} optionId={optionId} />
          </ul>
          <p className="search-dropdown__status" role="status">
            {fieldProps.loading ? texts.loading : empty ? texts.noMatches : ''}
          </p>
        </div>
      </div>
      {name && <input type="hidden" name={name} value={selected} />}
    </Field>
  );
}

/** The options that match what is typed; the active one is where the arrow keys are. */
function DropdownOptions({
  combobox,
  selected,
  optionId,
}: {
  readonly combobox: ReturnType<typeof useCombobox>;
  readonly selected: string;
  readonly optionId: (index: number) => string;
}) {
  return combobox.shown.map((option, index) => (
    <li
      key={option.value}
      id={optionId(index)}
      role="option"
      aria-selected={option.value === selected}
      className={joinClasses(
        'search-dropdown__option',
        index === combobox.activeIndex && 'search-dropdown__option--active',
      )}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== combobox.activeIndex && combobox.setActiveIndex(index)}
      onClick={() => combobox.choose(option)}
    >
      <span className="search-dropdown__label">{option.label}</span>
      {option.detail && <span className="search-dropdown__detail">{option.detail}</span>}
    </li>
  ));
}
