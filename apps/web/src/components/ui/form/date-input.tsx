import { TextInput, type TextInputProps } from './text-input';

export interface DateInputProps extends Omit<TextInputProps, 'type' | 'start' | 'end'> {
  /** Earliest and latest day, as YYYY-MM-DD. */
  readonly min?: string;
  readonly max?: string;
}

/** Date picker: the platform's own date input and calendar, styled like the other fields. */
export function DateInput(props: DateInputProps) {
  return <TextInput {...props} type="date" />;
}
