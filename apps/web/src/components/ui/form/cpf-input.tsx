import { CPF_MASK } from '@casino/shared';
import { MaskedInput, type MaskedInputProps } from './masked-input';

/** Brazilian tax number, typed into ###.###.###-##. */
export function CpfInput(props: Omit<MaskedInputProps, 'mask'>) {
  return <MaskedInput mask={CPF_MASK} placeholder="000.000.000-00" {...props} />;
}
