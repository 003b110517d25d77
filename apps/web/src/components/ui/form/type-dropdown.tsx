import { SelectInput, type SelectInputProps, type SelectOption } from './select-input';

export interface TypeDropdownProps extends Omit<SelectInputProps, 'options'> {
  /** The kinds to choose from: document types, limit periods, payment kinds. */
  readonly types: readonly SelectOption[];
}

/** A choice among a short, fixed list of kinds. */
export function TypeDropdown({ types, ...props }: TypeDropdownProps) {
  return <SelectInput {...props} options={types} />;
}
